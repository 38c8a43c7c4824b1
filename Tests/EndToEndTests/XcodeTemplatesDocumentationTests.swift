import Foundation
import TestSupport
import Testing

/// Every console example of `Documentation/XcodeTemplates.md` is what vipera prints: the
/// commands run in order in one sandbox (the project `/work/Shop`, the home `/home/jane`) holding
/// the fixture bundles in `.vipera/templates`.
@Suite struct XcodeTemplatesDocumentationTests {
    static let page = Locations.packageRoot.appendingPathComponent("Documentation/XcodeTemplates.md")
    static let shownProject = "/work/Shop"
    static let shownHome = "/home/jane"

    /// One `$ command` of the page and the lines it shows after it.
    struct Example {
        let command: String
        let output: String
    }

    /// The examples of every code block that starts with `$ `, in page order.
    static func examples() throws -> [Example] {
        let text = try String(contentsOf: page, encoding: .utf8)
        var examples: [Example] = []
        for block in text.components(separatedBy: "```\n").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) where block.hasPrefix("$ ") {
            var command: String?
            var output: [String] = []
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("$ ") {
                    if let command { examples.append(Example(command: command, output: trimmed(output))) }
                    command = String(line.dropFirst(2))
                    output = []
                } else {
                    output.append(String(line))
                }
            }
            if let command { examples.append(Example(command: command, output: trimmed(output))) }
        }
        return examples
    }

    /// `lines` joined, without the blank lines that end them.
    static func trimmed<S: StringProtocol>(_ lines: [S]) -> String {
        var lines = lines.map { String($0) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The words of `command`, split at spaces outside double quotes.
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in command {
            if character == "\"" {
                quoted.toggle()
                continue
            }
            if character == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The file a command names: an absolute path (in the sandbox's home), else one in the project.
    static func file(_ path: String, in sandbox: Sandbox) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : sandbox.project.appendingPathComponent(path)
    }

    @Test func everyConsoleExampleIsWhatViperaPrints() throws {
        let sandbox = try XcodeTemplateCommandTests.sandbox()
        defer { sandbox.remove() }
        let examples = try Self.examples()
        #expect(examples.count >= 13, "the page's examples were not found")
        let shown = { (text: String) in
            text.replacingOccurrences(of: sandbox.project.path, with: Self.shownProject).replacingOccurrences(of: sandbox.home.path, with: Self.shownHome)
        }
        for example in examples {
            let words = Self.words(example.command.replacingOccurrences(of: Self.shownHome, with: sandbox.home.path))
            let actual: String
            switch words.first {
            case "vipera":
                let result = try sandbox.run(Array(words.dropFirst()))
                actual = result.stdout + result.stderr
            case "cat" where words.count == 4 && words[1] == ">" && words[3] == "<<'EOF'":
                // `cat > file <<'EOF'`: the lines shown up to `EOF` become the file.
                var lines = example.output.components(separatedBy: "\n")
                guard lines.last == "EOF" else {
                    Issue.record("'\(example.command)' is not followed by lines ending with EOF")
                    continue
                }
                lines.removeLast()
                let file = Self.file(words[2], in: sandbox)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
                actual = example.output
            case "cat":
                actual = try String(contentsOf: Self.file(words[1], in: sandbox), encoding: .utf8)
            case "sed":
                // `sed -i 's/old/new/' file`: the first `old` of each line becomes `new`.
                let parts = words[2].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                let file = Self.file(words[3], in: sandbox)
                let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n").map { line in
                    line.range(of: parts[1]).map { line.replacingCharacters(in: $0, with: parts[2]) } ?? line
                }
                try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
                actual = ""
            default:
                Issue.record("the page runs '\(example.command)', which this test cannot run")
                continue
            }
            #expect(Self.trimmed(shown(actual).split(separator: "\n", omittingEmptySubsequences: false)) == example.output, "$ \(example.command)")
        }
    }
}
