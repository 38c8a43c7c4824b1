import Foundation
import PackagePlugin

/// Lints a target's Swift sources with `vipera lint` on every build that changes them; findings
/// appear as `file:line:col: warning|error:` diagnostics in `swift build` and Xcode, and an error
/// fails the build. The package's `.vipera.yml` configures it; the cache lives in the plugin's
/// work folder.
@main
struct ViperaLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        let configuration = context.package.directoryURL.appending(path: ".vipera.yml")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
        // The build runs a command only for the outputs it uses: an empty Swift file, compiled
        // into the target, ties the lint to the target's build.
        let stamp = context.pluginWorkDirectoryURL.appending(path: "ViperaLint-\(target.name).swift")
        var lint = ["lint", "--reporter", "xcode", "--quiet", "--cache-path", context.pluginWorkDirectoryURL.appending(path: "cache").path]
        if hasConfiguration { lint += ["--config", configuration.path] }
        lint += sources.map(\.path)
        let vipera = try context.tool(named: "vipera").url
        // vipera's exit status is kept, so an error finding fails the build after the stamp is written.
        let script = "\"$0\" \"$@\"; status=$?; : > '\(stamp.path)'; exit $status"
        return [
            .buildCommand(
                displayName: "vipera lint \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, vipera.path] + lint,
                inputFiles: sources + (hasConfiguration ? [configuration] : []),
                outputFiles: [stamp]
            )
        ]
    }
}
