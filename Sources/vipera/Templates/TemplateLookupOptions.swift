import ArgumentParser
import Foundation
import ViperaGenerator

/// Where the `templates` commands look for templates.
struct TemplateLookupOptions: ParsableArguments {
    @Option(help: ArgumentHelp("An extra folder searched for templates first.", valueName: "dir"))
    var templates: String?

    /// The locator for the current folder and environment: the places generation looks in.
    func locator() throws -> TemplateLocator {
        try Generator(workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .templateLocator(extraDirectory: templates.map { URL(fileURLWithPath: $0) })
    }
}
