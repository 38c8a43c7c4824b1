import SwiftSyntax

/// The checked files as the fix planner reads them: each file's text read once, its syntax
/// tree parsed when first asked for, and the bytes kept so that a file changed since is not
/// written.
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

    /// Every file, by the path findings name.
    private(set) var files: [String: File] = [:]
    /// The paths in order.
    let paths: [String]

    /// Reads `inputs`; a file that cannot be read is left out (its finding says so already).
    init(_ inputs: [SourceInput]) {
        var paths: [String] = []
        for input in inputs {
            guard case .success(let text) = SourceFileReader.text(of: input) else { continue }
            files[input.path] = File(path: input.path, filePath: input.filePath, text: text)
            paths.append(input.path)
        }
        self.paths = paths
    }

    /// The file findings call `path`.
    func file(_ path: String) -> File? {
        files[path]
    }

    /// The files whose text mentions `word`, in path order.
    func files(mentioning word: String) -> [File] {
        paths.compactMap { files[$0] }.filter { $0.text.contains(word) }
    }
}
