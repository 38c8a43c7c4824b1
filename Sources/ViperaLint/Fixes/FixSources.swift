import SwiftSyntax

/// The checked files as the fix planner reads them: only those a fix or its proof needs, each
/// read when first asked for and then kept (so that a file changed since is not written), its
/// syntax tree parsed when first asked for.
final class FixSources {
    /// One file of the codebase.
    final class File {
        /// The path findings name.
        let path: String
        /// Where it is on disk; `nil` for text given in memory.
        let filePath: String?
        let text: String
        /// Why vipera leaves the file alone (generated or vendored code), or `nil`.
        let exclusion: String?
        private var parsed: SourceFileSyntax?
        private var converter: SourceLocationConverter?

        init(path: String, filePath: String?, text: String) {
            self.path = path
            self.filePath = filePath
            self.text = text
            exclusion = ExcludedFolders.reason(for: path)
        }

        /// The file's syntax tree (as the validator parses it: an empty one for a file nesting too
        /// deeply, which has no findings to fix).
        var tree: SourceFileSyntax {
            if let parsed { return parsed }
            let tree = (try? SourceFileReader.parse(text).get()) ?? SourceFileSyntax(statements: [])
            parsed = tree
            return tree
        }

        /// The UTF-8 offset of a line and column.
        func offset(of position: SourcePosition) -> Int {
            locations.position(ofLine: position.line, column: position.column).utf8Offset
        }

        /// The line and column of a UTF-8 offset.
        func position(at offset: Int) -> SourcePosition {
            let location = locations.location(for: AbsolutePosition(utf8Offset: offset))
            return SourcePosition(line: location.line, column: location.column)
        }

        /// An edit replacing `length` bytes at `offset` with `text`.
        func edit(at offset: Int, length: Int = 0, _ replacement: String) -> FixEdit {
            FixEdit(
                file: path, range: SourceRange(start: position(at: offset), end: position(at: offset + length)), offset: offset, length: length,
                replacement: replacement)
        }

        /// The innermost node of type `kind` around the token at `position` (a declaration around
        /// its name).
        func node<Node: SyntaxProtocol>(_ kind: Node.Type, around position: SourcePosition) -> Node? {
            var current = tree.token(at: AbsolutePosition(utf8Offset: offset(of: position))).map(Syntax.init)
            while let node = current {
                if let match = node.as(kind) { return match }
                current = node.parent
            }
            return nil
        }

        /// The facts of a file whose facts the run could not collect (it does not parse), from the
        /// tree the parser recovered: what the planner reads of it.
        var recoveredFacts: FileFacts {
            let collector = FactCollector(path: path, text: text)
            collector.walk(tree)
            return collector.facts
        }

        /// The innermost node of type `kind` that starts (after its leading trivia) at `offset`.
        func node<Node: SyntaxProtocol>(_ kind: Node.Type, startingAt offset: Int) -> Node? {
            var current = tree.token(at: AbsolutePosition(utf8Offset: offset)).map(Syntax.init)
            while let node = current, node.positionAfterSkippingLeadingTrivia.utf8Offset == offset {
                if let match = node.as(kind) { return match }
                current = node.parent
            }
            return nil
        }

        private var locations: SourceLocationConverter {
            if let converter { return converter }
            let made = SourceLocationConverter(fileName: path, tree: tree)
            converter = made
            return made
        }
    }

    /// The checked files, by the path findings name.
    private let inputs: [String: SourceInput]
    /// The files read so far (`nil` for one that cannot be read).
    private var read: [String: File?] = [:]

    /// The files of `inputs`, none read yet.
    init(_ inputs: [SourceInput]) {
        self.inputs = Dictionary(inputs.map { ($0.path, $0) }) { _, last in last }
    }

    /// The paths of the files read so far, in order.
    var readPaths: [String] { read.keys.sorted() }

    /// The file findings call `path`, read when first asked for; `nil` for one that is not among
    /// the checked files or cannot be read (its finding says so already).
    func file(_ path: String) -> File? {
        if let known = read[path] { return known }
        let file = inputs[path].flatMap { input in
            (try? SourceFileReader.text(of: input).get()).map { File(path: path, filePath: input.filePath, text: $0) }
        }
        read[path] = file
        return file
    }
}
