import ArgumentParser
import Foundation
import ViperaGenerator

/// Where the `templates` commands look for templates.
struct TemplateLookupOptions: ParsableArguments {
    @Option(help: ArgumentHelp("An extra folder searched for templates first.", valueName: "dir"))
    var templates: String?

    /// Where generation in the current folder looks templates up (a Generamba project's
    /// `Templates/` included).
    /// - Throws: a configuration error when the folder's `Rambafile` cannot be read.
    func locator() throws -> TemplateLocator {
        let generator = Generator(workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return try generator.templateLocator(extraTemplatesDirectory: templates.map { URL(fileURLWithPath: $0) })
    }
}
