import Foundation
import PackagePlugin

/// Embeds the package's `Templates/` folder into the target as Swift source, so the built
/// binary carries its built-in templates.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplateFiles.swift")
        var inputs: [URL] = []
        if let enumerator = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil) {
            while let url = enumerator.nextObject() as? URL { inputs.append(url) }
        }
        return [
            .buildCommand(
                displayName: "Embedding built-in templates",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
