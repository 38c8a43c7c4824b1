import ArgumentParser
import ViperaGenerator

/// `vipera templates init <name>`: copies a template so a team can customise it.
struct InitTemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Copy a template into ./.vipera/templates/<name> (or ~/.vipera/templates/<name>) to customise it."
    )

    @Argument(help: "The new template's name.")
    var name: String

    @Option(help: ArgumentHelp("The template to copy (default: viper).", valueName: "template"))
    var from = TemplateLocator.defaultTemplateName

    @Flag(help: "Copy into the user's ~/.vipera/templates instead of the project's ./.vipera/templates.")
    var global = false

    @OptionGroup var lookup: TemplateLookupOptions

    func run() throws {
        try runReportingFailure {
            let destination = try TemplateInstaller(locator: lookup.locator()).install(from, as: name, global: global)
            print("Copied template '\(from)' to \(destination.path)")
            print("Generate with it: vipera <Module> \(name)")
        }
    }
}
