import ArgumentParser

/// `vipera templates …`: lists, shows and copies templates.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List, show and customise templates.",
        subcommands: [ListTemplatesCommand.self, ShowTemplateCommand.self, InitTemplateCommand.self],
        defaultSubcommand: ListTemplatesCommand.self
    )
}
