import Foundation
import PackagePlugin

/// `swift package vipera-lint [options]`: lints the whole package with `vipera lint`, passing
/// the options through, and fails when vipera does (error findings, or any with `--strict`).
@main
struct ViperaLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let status = try ToolRun.run(
            try context.tool(named: "vipera").url, ["lint"] + arguments, in: context.package.directoryURL
        )
        guard status == 0 else {
            Diagnostics.error("vipera lint exited with status \(status)")
            throw ToolRun.Failure(status: status)
        }
    }
}
