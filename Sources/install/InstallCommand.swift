import ArgumentParser
import Foundation
import ViperaCore

/// `swift run install`: builds vipera in release mode for this platform and installs it with its
/// manual page and shell completions, all or nothing.
@main
struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Build vipera in release mode and install it with its manual page and shell completions.",
        discussion: """
            Installs <prefix>/bin/vipera, the manual page <prefix>/share/man/man1/vipera.1 and the \
            completions for bash (<prefix>/share/bash-completion/completions/vipera), zsh \
            (<prefix>/share/zsh/site-functions/_vipera) and fish \
            (<prefix>/share/fish/vendor_completions.d/vipera.fish). Every file is installed or, when one \
            cannot be written, none is. Exit status: 0 installed, 4 a file could not be written (nothing \
            was installed), 5 the build or the built binary failed.
            """
    )

    @Option(help: ArgumentHelp("Where to install.", valueName: "dir"))
    var prefix = "/usr/local"

    @Option(help: ArgumentHelp("A staging folder the files go below, as <destdir>/<prefix>/… (for packagers).", valueName: "dir"))
    var destdir: String?

    @Flag(
        help: """
            Also copy the built-in templates into ~/.vipera/templates (or $VIPERA_HOME/templates) to \
            edit them; a copy you have changed is kept.
            """
    )
    var withTemplates = false

    @Option(help: ArgumentHelp("Install this vipera binary instead of building one (for packagers that built it).", valueName: "path"))
    var binary: String?

    func run() throws {
        do {
            let vipera = try binary.map { URL(fileURLWithPath: $0) } ?? ReleaseBuild(packageRoot: Self.packageRoot).build()
            let root = URL(fileURLWithPath: (destdir ?? "") + "/" + prefix).standardizedFileURL
            let items = try InstallItem.all(vipera: vipera, packageRoot: Self.packageRoot)
            try StagedInstall(root: root).install(items)
            for item in items { print("Installed \(root.appendingPathComponent(item.path).path)") }
            if withTemplates {
                let report = try TemplateCopies(vipera: vipera, userDirectory: Self.userDirectory).install()
                for line in report { print(line) }
            }
        } catch {
            FileHandle.standardError.write(Data("install: error: \(error)\n".utf8))
            throw ExitCode(error.exitStatus.rawValue)
        }
    }

    /// The clone this tool was built from: `Sources/install/` is two folders below it.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The user's vipera folder: `$VIPERA_HOME`, else `~/.vipera`.
    static var userDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        if let home = environment["VIPERA_HOME"], !home.isEmpty { return URL(fileURLWithPath: home) }
        return URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".vipera")
    }
}
