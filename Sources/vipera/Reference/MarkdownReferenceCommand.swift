import ArgumentParser
import Foundation

/// `vipera ---markdown-reference`: the generated parts of the documentation (option tables
/// from the commands' definitions, the reporters from their registry). Not for users: outside
/// the command tree (the triple dash is no option's syntax), so out of help, completions and
/// the manual page, and no module name. `Scripts/generate-docs.sh` writes its output into the
/// pages, between `<!-- generated: vipera ---markdown-reference … -->` and
/// `<!-- end generated -->`, and `GeneratedDocumentationTests` fails while a page differs.
struct MarkdownReferenceCommand: ParsableCommand {
    /// The first argument that runs this command.
    static let flag = "---markdown-reference"

    static let configuration = CommandConfiguration(
        commandName: "vipera ---markdown-reference",
        abstract: "Print a generated part of the documentation."
    )

    /// What to print.
    enum Topic: String, ExpressibleByArgument, CaseIterable {
        /// A command's options table.
        case options
        /// The reporters table.
        case reporters
    }

    @Argument(help: "options (of the command named next) or reporters.")
    var topic: Topic

    @Argument(help: "The command whose options to print, e.g. lint, or templates list.")
    var command: [String] = []

    @Option(help: "The path from the page to Reporters.md, for the reporters' links.")
    var reportersPage = ""

    func run() throws {
        switch topic {
        case .reporters:
            print(ReporterTable.markdown(linkingTo: reportersPage), terminator: "")
        case .options:
            guard let definition = try CommandDefinition.vipera().command(at: command) else {
                throw ValidationError("No command 'vipera \(command.joined(separator: " "))'.")
            }
            print(OptionTable.markdown(definition), terminator: "")
        }
    }
}
