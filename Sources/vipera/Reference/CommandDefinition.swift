import Foundation

/// A command as swift-argument-parser defines it, read from the definitions the parser itself
/// dumps (`--experimental-dump-help`): what the generated documentation tables are made of, so
/// a page says exactly what the parser parses.
struct CommandDefinition: Decodable {
    /// One argument, option or flag.
    struct Argument: Decodable {
        /// `-p`, `--path`.
        struct Name: Decodable {
            /// `short`, `long` or `longWithSingleDash`.
            let kind: String
            let name: String

            var written: String { kind == "long" ? "--\(name)" : "-\(name)" }
        }

        /// `positional`, `option` or `flag`.
        let kind: String
        let shouldDisplay: Bool
        let isRepeating: Bool
        let names: [Name]?
        let valueName: String?
        let defaultValue: String?
        let allValues: [String]?
        let abstract: String?
        let completionKind: CompletionKind?

        /// How the completion scripts complete an argument; only a list of values is read.
        struct CompletionKind: Decodable {
            struct List: Decodable { let values: [String] }
            let list: List?
        }

        /// The values it takes: its type's (an enumeration), else those it completes.
        var values: [String] { allValues ?? completionKind?.list?.values ?? [] }
    }

    let commandName: String
    let subcommands: [CommandDefinition]?
    let arguments: [Argument]?

    /// vipera's command tree.
    static func vipera() throws -> CommandDefinition {
        struct Tool: Decodable { let command: CommandDefinition }
        return try JSONDecoder().decode(Tool.self, from: Data(Vipera._dumpHelp().utf8)).command
    }

    /// The subcommand at `path` below this command (`["templates", "list"]`), this one for `[]`.
    func command(at path: [String]) -> CommandDefinition? {
        guard let first = path.first else { return self }
        return subcommands?.first { $0.commandName == first }?.command(at: Array(path.dropFirst()))
    }

    /// The arguments, options and flags `--help` shows.
    var shownArguments: [Argument] { (arguments ?? []).filter(\.shouldDisplay) }
}
