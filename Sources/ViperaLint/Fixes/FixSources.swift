import SwiftSyntax

/// The checked files as the fix planner reads them: only those a fix or its proof needs, each
/// read when first asked for and then kept (so that a file changed since is not written), its
/// syntax tree parsed when first asked for. Between two fixes (`releaseTrees()`), only the trees
/// of the files used last are kept, up to `treeBudget` bytes of source: a tree takes several
/// times its text, and a codebase's fixes may read thousands of files.
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
        /// Where its lines start, made when first asked for a position.
        private var lines: LineTable?
        /// Whose trees are held, told when this file's is parsed and used (while the sources last).
        private weak var trees: HeldTrees?
        /// When the tree was last used (`HeldTrees.clock`).
        fileprivate var lastUse = 0

        fileprivate init(path: String, filePath: String?, text: String, trees: HeldTrees) {
            self.path = path
            self.filePath = filePath
            self.text = text
            self.trees = trees
            exclusion = ExcludedFolders.reason(for: path)
        }

        /// The file's syntax tree (as the validator parses it: an empty one for a file nesting too
        /// deeply, which has no findings to fix).
        var tree: SourceFileSyntax {
            lastUse = trees?.tick() ?? lastUse
            if let parsed { return parsed }
            let tree = parse()
            parsed = tree
            trees?.hold(self)
            return tree
        }

        /// `body`'s result over the file's syntax tree: the one held, or else one parsed for this
        /// call only and dropped after it, so that a walk over many files (the uses of a property,
        /// its declarations) holds none of their trees. Nothing `body` returns may keep a node.
        func withTree<Result>(_ body: (SourceFileSyntax) -> Result) -> Result {
            if let parsed {
                lastUse = trees?.tick() ?? lastUse
                return body(parsed)
            }
            return body(parse())
        }

        private func parse() -> SourceFileSyntax {
            (try? SourceFileReader.parse(text).get()) ?? SourceFileSyntax(statements: [])
        }

        /// Drops the tree and what was derived from it; they are made again when next asked for.
        fileprivate func releaseTree() {
            (parsed, lines) = (nil, nil)
        }

        /// The UTF-8 offset of a line and column.
        func offset(of position: SourcePosition) -> Int {
            locations.offset(ofLine: position.line, column: position.column)
        }

        /// The line and column of a UTF-8 offset.
        func position(at offset: Int) -> SourcePosition {
            locations.position(at: offset)
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

        /// Its line table, from its text (not its tree).
        private var locations: LineTable {
            if let lines { return lines }
            let made = LineTable(text)
            lines = made
            return made
        }
    }

    /// How many bytes of source the trees kept between two fixes may have been parsed from: a tree
    /// takes about twenty times its source (with 1 MB, 22.6 MB of trees were held at the peak of
    /// the ten-times benchmark corpus); 256 KB still keeps the trees a file's fixes share, which
    /// come one after the other.
    static let treeBudget = 1 << 18

    /// The checked files, by the path findings name.
    private let inputs: [String: SourceInput]
    /// The files read so far (`nil` for one that cannot be read).
    private var read: [String: File?] = [:]
    private let trees: HeldTrees

    /// The files of `inputs`, none read yet; between two fixes, the trees of at most
    /// `treeBudget` bytes of source are kept.
    init(_ inputs: [SourceInput], treeBudget: Int = FixSources.treeBudget) {
        self.inputs = Dictionary(inputs.map { ($0.path, $0) }) { _, last in last }
        trees = HeldTrees(budget: treeBudget)
    }

    /// How many files' trees are held.
    var heldTreeCount: Int { trees.count }

    /// Drops the trees of the files used least recently, until those kept were parsed from at
    /// most `treeBudget` bytes of source. Called between two fixes: a fix never sees a tree
    /// of its file parsed twice.
    func releaseTrees() {
        trees.release()
    }

    /// The paths of the files read so far, in order.
    var readPaths: [String] { read.keys.sorted() }

    /// The file findings call `path`, read when first asked for; `nil` for one that is not among
    /// the checked files or cannot be read (its finding says so already).
    func file(_ path: String) -> File? {
        if let known = read[path] { return known }
        let file = inputs[path].flatMap { input in
            (try? SourceFileReader.text(of: input).get()).map { File(path: path, filePath: input.filePath, text: $0, trees: trees) }
        }
        read[path] = file
        return file
    }
}

/// The files whose syntax trees `FixSources` holds, with when each was last used.
private final class HeldTrees {
    private let budget: Int
    private var files: [FixSources.File] = []
    private var clock = 0

    init(budget: Int) {
        self.budget = budget
    }

    var count: Int { files.count }

    /// The time of a use, later than every earlier one.
    func tick() -> Int {
        clock += 1
        return clock
    }

    /// Notes that `file`'s tree was just parsed.
    func hold(_ file: FixSources.File) {
        files.append(file)
    }

    /// Keeps the trees used last, from at most `budget` bytes of source, and drops the others.
    func release() {
        files.sort { $0.lastUse > $1.lastUse }
        var bytes = 0
        var kept = 0
        for file in files {
            bytes += file.text.utf8.count
            if bytes > budget { break }
            kept += 1
        }
        for file in files[kept...] { file.releaseTree() }
        files.removeSubrange(kept...)
    }
}
