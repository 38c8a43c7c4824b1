import Foundation
import TestSupport
import Testing

/// The documentation's generated parts are what vipera prints today, and the pages that
/// describe a command name each of its options and values: the option tables of
/// `Documentation/Generating.md`, `Linting.md` and `Graph.md` come from the commands'
/// definitions, the reporters' lists from their registry, between
/// `<!-- generated: vipera … -->` and `<!-- end generated -->`. `Scripts/generate-docs.sh`
/// writes them again.
@Suite struct GeneratedDocumentationTests {
    /// A generated part of a page: the command in its opening comment and the text up to
    /// `<!-- end generated -->`.
    struct GeneratedPart: CustomStringConvertible {
        let page: String
        let line: Int
        let arguments: [String]
        let text: String

        var description: String { "\(page):\(line): vipera \(arguments.joined(separator: " "))" }

        static func all(in page: MarkdownPage) -> [GeneratedPart] {
            var parts: [GeneratedPart] = []
            for (index, line) in page.lines.enumerated() {
                guard let command = line.firstMatch(of: /^<!-- generated: vipera (.*) -->$/)?.output.1 else { continue }
                let body = page.lines[(index + 1)...].prefix { $0 != "<!-- end generated -->" }
                let arguments = command.split(separator: " ").map(String.init)
                parts.append(GeneratedPart(page: page.path, line: index + 1, arguments: arguments, text: body.map { $0 + "\n" }.joined()))
            }
            return parts
        }
    }

    /// What the parser dumps of a command (`vipera --experimental-dump-help`), read
    /// independently of the generator.
    struct Definition: Decodable {
        struct Argument: Decodable {
            struct Name: Decodable {
                let kind: String
                let name: String
            }
            let shouldDisplay: Bool
            let names: [Name]?
            let valueName: String?
            let allValues: [String]?
            let completionKind: CompletionKind?

            struct CompletionKind: Decodable {
                struct List: Decodable { let values: [String] }
                let list: List?
            }

            /// Its type's values, else those the completion scripts offer.
            var values: [String] { allValues ?? completionKind?.list?.values ?? [] }
        }
        let commandName: String
        let subcommands: [Definition]?
        let arguments: [Argument]?

        static func vipera() throws -> Definition {
            struct Tool: Decodable { let command: Definition }
            let sandbox = try Sandbox()
            defer { sandbox.remove() }
            let dump = try sandbox.run("--experimental-dump-help")
            return try JSONDecoder().decode(Tool.self, from: Data(dump.stdout.utf8)).command
        }

        func subcommand(_ name: String) throws -> Definition {
            try #require(subcommands?.first { $0.commandName == name }, "no command \(name)")
        }
    }

    static func page(_ path: String) throws -> String {
        try String(contentsOf: Locations.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyGeneratedPartIsWhatViperaPrints() throws {
        let parts = try MarkdownPage.all().flatMap(GeneratedPart.all(in:))
        #expect(parts.count >= 6, "\(parts)")
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for part in parts {
            let result = try sandbox.run(part.arguments)
            #expect(result.status == 0, "\(part): \(result)")
            #expect(result.stdout == part.text, "\(part) is stale: run Scripts/generate-docs.sh")
        }
    }

    /// Each command's page names every option it has (`--path`, `-p`) and every value one takes.
    @Test(arguments: [("generate", "Documentation/Generating.md"), ("lint", "Documentation/Linting.md"), ("graph", "Documentation/Graph.md")])
    func aCommandsPageNamesEveryOptionAndValue(command: String, path: String) throws {
        let definition = try Definition.vipera().subcommand(command)
        let page = try Self.page(path)
        #expect(page.contains("<!-- generated: vipera ---markdown-reference options \(command) -->"), "\(path) has no options table of \(command)")
        for argument in definition.arguments ?? [] where argument.shouldDisplay {
            for name in argument.names ?? [] {
                let written = name.kind == "long" ? "--\(name.name)" : "-\(name.name)"
                #expect(page.contains("`\(written)"), "\(path) does not name \(written)")
            }
            if argument.names?.isEmpty ?? true, let value = argument.valueName {
                #expect(page.contains("`<\(value)>"), "\(path) does not name <\(value)>")
            }
            for value in argument.values {
                #expect(page.contains("`\(value)`"), "\(path) does not name the value \(value)")
            }
        }
    }

    /// README.md, Linting.md and Reporters.md list every reporter `--reporter` takes, and
    /// Reporters.md shows each in a section with a console example (run by
    /// `DocumentationExamplesTests`).
    @Test func everyReporterIsListedAndShown() throws {
        let reporter = try #require(try Definition.vipera().subcommand("lint").arguments?.first { $0.names?.first?.name == "reporter" })
        let names = try #require(reporter.allValues)
        #expect(names.count >= 11, "\(names)")
        for path in ["README.md", "Documentation/Linting.md", "Documentation/Reporters.md"] {
            let page = try Self.page(path)
            #expect(page.contains("<!-- generated: vipera ---markdown-reference reporters"), "\(path) has no generated list of reporters")
            for name in names { #expect(page.contains("`\(name)`"), "\(path) does not list \(name)") }
        }
        let sections = try Self.page("Documentation/Reporters.md").components(separatedBy: "\n## ")
        for name in names {
            let section = try #require(sections.first { $0.hasPrefix("`\(name)`\n") }, "Reporters.md has no section ## `\(name)`")
            #expect(section.contains("```console\n$ vipera lint --reporter \(name)"), "Reporters.md's \(name) section has no example")
        }
    }
}
