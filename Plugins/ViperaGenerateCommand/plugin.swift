import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory vipera-generate <Module> [template] [options]`:
/// generates a module into the package with `vipera generate`, which puts it in a package
/// target (`--target` when the package has several).
@main
struct ViperaGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let status = try ToolRun.run(
            try context.tool(named: "vipera").url, ["generate"] + arguments, in: context.package.directoryURL
        )
        guard status == 0 else {
            Diagnostics.error("vipera generate exited with status \(status)")
            throw ToolRun.Failure(status: status)
        }
    }
}
