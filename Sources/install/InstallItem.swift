import Foundation
import ViperaSupport

/// One file the installer writes: its contents, where below the prefix, and its permissions.
struct InstallItem {
    /// The path below the prefix, e.g. `bin/vipera`.
    let path: String
    let contents: Data
    /// `0o755` for the program, `0o644` for the rest.
    let mode: UInt16

    /// Where each shell looks for completions below a prefix, by the shell's name as
    /// `--generate-completion-script` takes it.
    static let completionPaths: KeyValuePairs<String, String> = [
        "bash": "share/bash-completion/completions/vipera",
        "zsh": "share/zsh/site-functions/_vipera",
        "fish": "share/fish/vendor_completions.d/vipera.fish",
    ]

    /// The program, its manual page (from the clone) and its completions (from the program).
    static func all(vipera: URL, packageRoot: URL) throws(InstallError) -> [InstallItem] {
        var items = [
            InstallItem(path: "bin/vipera", contents: try read(vipera), mode: 0o755),
            InstallItem(path: "share/man/man1/vipera.1", contents: try read(packageRoot.appendingPathComponent("Documentation/man/vipera.1")), mode: 0o644),
        ]
        for (shell, path) in completionPaths {
            guard let script = ToolRunner.output(of: [vipera.path, "--generate-completion-script", shell], in: packageRoot), !script.isEmpty else {
                throw .toolFailed("\(vipera.path) --generate-completion-script \(shell) failed; nothing was installed")
            }
            items.append(InstallItem(path: path, contents: script, mode: 0o644))
        }
        return items
    }

    private static func read(_ file: URL) throws(InstallError) -> Data {
        do { return try FileReading.data(atPath: file.path) } catch {
            throw InstallError(description: "cannot read \(file.path): \(error); nothing was installed", exitStatus: .badInput)
        }
    }
}
