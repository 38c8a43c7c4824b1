import ArgumentParser

/// `vipera templates …`: lists, shows and copies templates.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List, show, customise and export templates.",
        subcommands: [ListTemplatesCommand.self, ShowTemplateCommand.self, InitTemplateCommand.self, ExtractTemplateCommand.self, ExportTemplateCommand.self],
        defaultSubcommand: ListTemplatesCommand.self
    )
}
