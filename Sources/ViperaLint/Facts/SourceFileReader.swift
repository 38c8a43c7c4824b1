import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift file to check: on disk, or in memory (rule examples, tests).
public struct SourceInput: Sendable {
    /// The path findings report.
    public let path: String
    /// The file on disk, or `nil` when `text` is given.
    let url: URL?
    let text: String?

    /// A file on disk, reported as `path`.
    public init(url: URL, path: String) {
        self.url = url
        self.path = path
        self.text = nil
    }

    /// Source text that is not on disk, reported as `path`.
    public init(path: String, text: String) {
        self.url = nil
        self.path = path
        self.text = text
    }
}

/// Turns a `SourceInput` into `FileFacts`: reads, parses, runs the one visitor, drops the tree.
enum SourceFileReader {
    static func facts(for input: SourceInput) -> FileFacts {
        switch text(of: input) {
        case .success(let text): return facts(path: input.path, tree: parse(text), text: text)
        case .failure(let problem): return FileFacts(path: input.path, problem: problem)
        }
    }

    /// The input's text, or why it cannot be checked.
    static func text(of input: SourceInput) -> Result<String, FileProblem> {
        if let inline = input.text { return .success(inline) }
        guard let url = input.url, let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(FileProblem(message: "cannot read the file", range: .fileStart))
        }
        guard let decoded = String(data: data, encoding: .utf8) else {
            return .failure(FileProblem(message: "the file is not valid UTF-8", range: .fileStart))
        }
        return .success(decoded)
    }

    /// The syntax tree of `text`.
    static func parse(_ text: String) -> SourceFileSyntax {
        Parser.parse(source: text)
    }

    /// The facts of a parsed file; a file that does not parse gets only a problem.
    static func facts(path: String, tree: SourceFileSyntax, text: String) -> FileFacts {
        let collector = FactCollector(path: path, text: text)
        if tree.hasError {
            let locator = ErrorLocator(viewMode: .all)
            locator.walk(tree)
            let range = locator.first.map { collector.range(of: $0) } ?? .fileStart
            return FileFacts(path: path, problem: FileProblem(message: "the file does not parse; it was not checked", range: range))
        }
        collector.walk(tree)
        var facts = collector.facts
        if SuppressionComment.mayOccur(in: text) {
            facts.suppressions = suppressions(in: tree, collector: collector)
        }
        return facts
    }

    private static func suppressions(in tree: SourceFileSyntax, collector: FactCollector) -> [SuppressionComment] {
        var found: [SuppressionComment] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for trivia in [token.leadingTrivia, token.trailingTrivia] {
                for piece in trivia {
                    defer { position += piece.sourceLength }
                    switch piece {
                    case .lineComment(let text), .blockComment(let text), .docLineComment(let text):
                        let start = collector.position(at: position)
                        let end = collector.position(at: position + piece.sourceLength)
                        if let comment = SuppressionComment(comment: text, range: SourceRange(start: start, end: end)) {
                            found.append(comment)
                        }
                    default: continue
                    }
                }
                position = token.endPositionBeforeTrailingTrivia
            }
        }
        return found
    }
}

/// Finds the first place the parser had to recover from an error.
private final class ErrorLocator: SyntaxVisitor {
    private(set) var first: Syntax?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if first == nil { first = Syntax(node) }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if first == nil, token.presence == .missing { first = Syntax(token) }
        return .skipChildren
    }
}
