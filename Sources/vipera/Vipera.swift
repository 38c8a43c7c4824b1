import ArgumentParser
import ViperaCore

/// The `vipera` command: scaffolds architecture modules from templates and checks a codebase
/// against the architecture's rules.
@main
struct Vipera: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vipera",
        abstract: "Scaffold VIPER-style modules from templates and lint a codebase against its architecture.",
        usage: """
            vipera <Module> [<template>] [<options>]
            vipera <subcommand>
            """,
        version: ViperaVersion.current,
        subcommands: [
            GenerateCommand.self, GraphCommand.self, InitCommand.self, LintCommand.self, RulesCommand.self, TemplatesCommand.self,
        ],
        defaultSubcommand: GenerateCommand.self
    )

    /// The names of the commands.
    static var commandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName }
    }

    /// Runs the command; a usage error (an unknown option, a bad value, a missing argument) is
    /// reported in vipera's own voice, `vipera: error: …`, and exits 64 as before. A completion
    /// script is vipera's own (`CompletionScript`); `---markdown-reference` prints a generated
    /// part of the documentation (`MarkdownReferenceCommand`). All threads share one allocator
    /// arena (`MallocArenas`).
    static func main() async {
        MallocArenas.shareOne()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == MarkdownReferenceCommand.flag {
            MarkdownReferenceCommand.main(Array(arguments.dropFirst()))
            return
        }
        if let shell = CompletionScript.requestedShell(in: arguments) {
            print(CompletionScript.text(for: shell), terminator: "")
            return
        }
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let status = exitCode(for: error)
            guard status.rawValue == UsageError.status else { exit(withError: error) }
            let usage = UsageError(message: message(for: error), fullMessage: fullMessage(for: error))
            printDiagnostic(.error, usage.description)
            if let help = usage.helpCommand { printDiagnostic(.note, "see '\(help)'") }
            exit(withError: ExitCode(status.rawValue))
        }
    }
}
