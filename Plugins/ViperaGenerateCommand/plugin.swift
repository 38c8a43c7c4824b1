import PackagePlugin

/// `swift package --allow-writing-to-package-directory vipera-generate <Module> [template] [options]`:
/// generates a module into the package with `vipera generate`, which puts it in a package
/// target (`--target` when the package has several).
@main
struct ViperaGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ToolRun.perform("generate", context: context, arguments: arguments)
    }
}
