import Foundation

/// A ```` ```console ```` block of the documentation that is run and compared: each `$ command`
/// line, followed by what it prints.
///
/// The HTML comment right before the block says how to run it (see CONTRIBUTING.md):
///
///     <!-- console
///     in: /tmp/Shop
///     fixture: Documentation/Examples/Shop
///     fixture: Templates/viper -> ../viper
///     setup: vipera Login --quiet
///     -->
///
/// - `in:` the working folder as the page shows it (default `/tmp/project`); the real folder's
///   parent is printed as this path's parent, and is `$HOME`.
/// - `fixture:` a folder of the repository copied into the working folder (or to the folder
///   after `->`, relative to it); repeatable, later ones overlay earlier ones.
/// - `setup:` a shell command run first, which must succeed; repeatable.
///
/// A block that cannot be run as shown says why instead: `<!-- console not checked: <reason> -->`.
struct ConsoleExample: Sendable, CustomStringConvertible {
    /// One `$ command` line and the lines shown after it.
    struct Step: Sendable {
        let command: String
        let expected: [String]
    }

    let block: FencedBlock
    let workingFolder: String
    let fixtures: [(source: String, destination: String)]
    let setup: [String]
    let steps: [Step]

    var description: String { block.description }

    /// What the marker before a console block says.
    enum Marker {
        case checked(ConsoleExample)
        case notChecked(reason: String)
    }

    /// The marker of `block`, or an error saying what is wrong with it.
    static func marker(of block: FencedBlock) throws -> Marker {
        guard let marker = block.marker, marker.hasPrefix("console") else {
            throw ExampleError("\(block): a console block needs a `<!-- console … -->` comment right before it (see CONTRIBUTING.md)")
        }
        let body = marker.dropFirst("console".count).trimmingCharacters(in: .whitespacesAndNewlines)
        if body.hasPrefix("not checked:") {
            let reason = body.dropFirst("not checked:".count).trimmingCharacters(in: .whitespaces)
            guard !reason.isEmpty else { throw ExampleError("\(block): `not checked:` needs a reason") }
            return .notChecked(reason: reason)
        }
        var workingFolder = "/tmp/project"
        var fixtures: [(String, String)] = []
        var setup: [String] = []
        for line in body.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw ExampleError("\(block): '\(line)' is not `key: value`") }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch line[..<colon] {
            case "in": workingFolder = value
            case "fixture":
                let parts = value.components(separatedBy: " -> ")
                fixtures.append((parts[0], parts.count > 1 ? parts[1] : "."))
            case "setup": setup.append(value)
            default: throw ExampleError("\(block): unknown key '\(line[..<colon])' (in, fixture, setup)")
            }
        }
        return .checked(ConsoleExample(block: block, workingFolder: workingFolder, fixtures: fixtures, setup: setup, steps: try steps(of: block)))
    }

    /// The `$ command` lines of `block` and the output after each; blank lines just before a
    /// `$` line separate commands and are not output.
    private static func steps(of block: FencedBlock) throws -> [Step] {
        guard block.content.first?.hasPrefix("$ ") == true else {
            throw ExampleError("\(block): a console block starts with a `$ command` line")
        }
        var steps: [(String, [String])] = []
        for line in block.content {
            if line.hasPrefix("$ ") {
                if let last = steps.indices.last {
                    while steps[last].1.last == "" { steps[last].1.removeLast() }
                }
                steps.append((String(line.dropFirst(2)), []))
            } else {
                steps[steps.count - 1].1.append(line)
            }
        }
        return steps.map { Step(command: $0.0, expected: $0.1) }
    }

    /// Every console block of every page, with its marker read (or the error in it).
    static func all() throws -> [Result<Marker, ExampleError>] {
        try MarkdownPage.all().flatMap(\.fencedBlocks).filter(\.isConsole).map { block in
            Result { try marker(of: block) }.mapError { $0 as? ExampleError ?? ExampleError("\($0)") }
        }
    }

    /// The console blocks that are run, for parameterized tests.
    static func checked() throws -> [ConsoleExample] {
        try all().compactMap { if case .success(.checked(let example)) = $0 { example } else { nil } }
    }
}

extension FencedBlock {
    /// A console example: a `console` block, or any block whose first line is `$ command`.
    var isConsole: Bool { info == "console" || content.first?.hasPrefix("$ ") == true }
}

/// What is wrong with an example, for a test failure.
struct ExampleError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
