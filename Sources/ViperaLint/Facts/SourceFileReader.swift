import Foundation
import SwiftParser
import SwiftSyntax
import ViperaSupport

/// A Swift file to check: on disk, or in memory (rule examples, tests).
public struct SourceInput: Sendable {
    /// The path findings report.
    public let path: String
    /// The file's path on disk, or `nil` when `text` is given.
    let filePath: String?
    let text: String?

    /// A file on disk, reported as `path`.
    public init(url: URL, path: String) {
        self.init(filePath: url.path, path: path)
    }

    /// The file at `filePath` on disk, reported as `path`.
    init(filePath: String, path: String) {
        self.filePath = filePath
        self.path = path
        self.text = nil
    }

    /// Source text that is not on disk, reported as `path`.
    public init(path: String, text: String) {
        self.filePath = nil
        self.path = path
        self.text = text
    }
}

/// Turns a `SourceInput` into `FileFacts`: reads, parses, runs the one visitor, drops the tree.
enum SourceFileReader {
    /// How deeply a file may nest brackets, generic arguments and `#if` blocks: SwiftParser's
    /// release default, given explicitly so that debug builds (whose default is 20) parse the
    /// same files. `Concurrently.stackSize` holds this depth.
    static let maximumNestingLevel = 256

    static func facts(for input: SourceInput) -> FileFacts {
        switch text(of: input) {
        case .success(let text): return facts(path: input.path, text: text)
        case .failure(let problem): return FileFacts(path: input.path, problem: problem)
        }
    }

    /// The input's bytes (its text's UTF-8 when it is not on disk); `nil` when they cannot be read.
    static func bytes(of input: SourceInput) -> [UInt8]? {
        if let text = input.text { return Array(text.utf8) }
        return input.filePath.flatMap { try? FileReading.bytes(atPath: $0) }
    }

    /// Why bytes that were read cannot be checked: a problem of the content itself.
    static let notUTF8 = FileProblem(kind: .unreadable, message: "the file is not valid UTF-8", range: .fileStart)

    /// The input's text, or why it cannot be checked.
    static func text(of input: SourceInput) -> Result<String, FileProblem> {
        if let inline = input.text { return .success(inline) }
        guard let filePath = input.filePath else { return .failure(FileProblem(kind: .unreadable, message: "the file cannot be read", range: .fileStart)) }
        do {
            guard let text = String(validating: try FileReading.bytes(atPath: filePath), as: UTF8.self) else {
                return .failure(notUTF8)
            }
            return .success(text)
        } catch {
            return .failure(FileProblem(kind: .unreadable, message: "the file cannot be read: \(error)", range: .fileStart))
        }
    }

    /// The syntax tree of `text`, or why it is not parsed: it nests too deeply.
    static func parse(_ text: String) -> Result<SourceFileSyntax, FileProblem> {
        let bytes = Array(text.utf8)
        if let offset = NestingDepth.firstOffset(deeperThan: maximumNestingLevel, in: bytes) {
            return .failure(tooDeep(at: LineTable(text).position(at: offset)))
        }
        return .success(bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) })
    }

    /// The facts of `text`, parsed; a file that does not parse gets only a problem.
    static func facts(path: String, text: String) -> FileFacts {
        switch parse(text) {
        case .success(let tree): facts(path: path, tree: tree, text: text)
        case .failure(let problem): FileFacts(path: path, problem: problem)
        }
    }

    /// The facts of a parsed file; a file that does not parse gets only a problem.
    static func facts(path: String, tree: SourceFileSyntax, text: String) -> FileFacts {
        let collector = FactCollector(path: path, text: text)
        if tree.hasError {
            let locator = ErrorLocator(viewMode: .all)
            locator.walk(tree)
            let range = locator.first.map { collector.range(of: $0) } ?? .fileStart
            if tree.hasMaximumNestingLevelOverflow { return FileFacts(path: path, problem: tooDeep(at: range.start)) }
            return FileFacts(path: path, problem: FileProblem(kind: .unparsed, message: "the file does not parse; it was not checked", range: range))
        }
        collector.walk(tree)
        var facts = collector.facts
        facts.isGenerated = GeneratedHeader.marks(tree)
        if SuppressionComment.mayOccur(in: text) {
            facts.suppressions = suppressions(in: tree, collector: collector)
        }
        return facts
    }

    private static func tooDeep(at position: SourcePosition) -> FileProblem {
        FileProblem(
            kind: .tooDeep,
            message: "the file nests brackets, generic arguments or #if blocks more than \(maximumNestingLevel) levels deep; it was not checked",
            range: SourceRange(start: position, end: position)
        )
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

/// Finds the first place the parser had to recover from an error (where it gave up nesting
/// deeper, when it did).
private final class ErrorLocator: SyntaxVisitor {
    private(set) var first: Syntax?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if node.hasMaximumNestingLevelOverflow, first?.hasMaximumNestingLevelOverflow != true { first = nil }
        if first == nil { first = Syntax(node) }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if first == nil, token.presence == .missing { first = Syntax(token) }
        return .skipChildren
    }
}
