import PackagePlugin

/// `swift package vipera-lint [options]`: lints the whole package with `vipera lint`, passing
/// the options through, and fails when vipera does (error findings, or any with `--strict`).
@main
struct ViperaLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ToolRun.perform("lint", context: context, arguments: arguments)
    }
}
