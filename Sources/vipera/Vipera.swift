import ArgumentParser
import ViperaCore

/// The `vipera` command: scaffolds architecture modules from templates and checks a codebase
/// against the architecture's rules.
@main
struct Vipera: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vipera",
        abstract: "Scaffold VIPER-style modules from templates and lint a codebase against its architecture.",
        version: ViperaVersion.current,
        subcommands: [GenerateCommand.self, GraphCommand.self, InitCommand.self, LintCommand.self, RulesCommand.self, TemplatesCommand.self],
        defaultSubcommand: GenerateCommand.self
    )
}
