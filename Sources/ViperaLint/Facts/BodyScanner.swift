@_spi(RawSyntax) import SwiftSyntax

/// A quick reading of a function, initialiser, accessor or code block over the raw tree
/// SwiftParser built, so `FactCollector` can skip visiting the many bodies that hold nothing
/// but mentions of names.
///
/// It reads the same nodes the visitor reads a mention from (type names, member type names and
/// referenced names) and so finds exactly the visitor's mentions, with Swift's whole lexical
/// grammar (strings, regex literals, comments) left to the parser. It stops, and asks for the
/// visitor, at anything else the visitor records: a type or type alias declared inside, a
/// nested function (its parameters may be stored), a `defer` (which may release a property the
/// type holds only for a while), an assignment of a closure or of one of the enclosing
/// function's parameters, `self` inside a closure (which a call may be passed), and an `import`
/// (a file's top-level statements are read one by one too).
/// `FactCollectorDifferentialTests` keeps the two readings identical.
struct BodyScanner {
    /// A capitalised name and the byte offsets it spans.
    struct Name {
        let text: String
        let range: Range<Int>
    }

    /// The names mentioned, in source order (only meaningful when `needsVisit` is false).
    private(set) var names: [Name] = []
    /// Whether the visitor has more to record than mentions.
    private(set) var needsVisit = false
    /// The enclosing function: assigning one of its parameters may store it.
    private var function: EnclosingFunction?
    /// The text the tree was parsed from, where its tokens' text is: a name's offset is where
    /// its text starts in it, so no node's length needs reading on the way.
    private let source: UnsafeBufferPointer<UInt8>
    /// How many closures enclose the node being read.
    private var closureDepth = 0

    /// A scanner for a tree parsed from `source` (`parsedSource(of:)`). One serves every scan
    /// of the tree, so that its name buffer is allocated once.
    init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
    }

    /// Reads `node`, inside `function` (if any): `names` and `needsVisit` then tell what it holds.
    mutating func scan(_ node: some SyntaxProtocol, in function: EnclosingFunction?) {
        names.removeAll(keepingCapacity: true)
        needsVisit = false
        closureDepth = 0
        self.function = function
        readChildren(of: node.raw)
    }

    /// The parser's copy of the text the tree holding `node` was parsed from, where its tokens'
    /// text is; empty for a tree without text.
    static func parsedSource(of node: some SyntaxProtocol) -> UnsafeBufferPointer<UInt8> {
        let root = node.root
        guard let first = root.firstToken(viewMode: .sourceAccurate),
            let start = first.tokenView.leadingTrivia({ $0.baseAddress })
        else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: start - first.position.utf8Offset, count: root.totalLength.utf8Length)
    }

    /// Whether `text`, a token's text, starts with a capital letter; an ASCII first byte is
    /// decided without asking Unicode.
    static func capitalisedName(_ text: SyntaxText) -> String? {
        guard let first = text.first else { return nil }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") ? String(syntaxText: text) : nil }
        let name = String(syntaxText: text)
        return name.first?.isUppercase == true ? name : nil
    }

    private mutating func read(_ node: RawSyntax, kind: SyntaxKind) {
        switch kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typeAliasDecl,
            .functionDecl, .initializerDecl, .deferStmt, .importDecl:
            needsVisit = true
        case .identifierType, .memberType:
            // As the visitor: a type's own name first, then the names below it (a member type's
            // base, generic arguments), so `A.B.B` notes the last `B` first.
            readMentions(of: node)
            readChildren(of: node)
        case .declReferenceExpr:
            // The visitor reads the name and skips the rest (argument labels).
            readMentions(of: node)
        case .sequenceExpr where storesClosureOrParameter(node):
            needsVisit = true
        case .closureExpr:
            closureDepth += 1
            readChildren(of: node)
            closureDepth -= 1
        default:
            readChildren(of: node)
        }
    }

    /// Reads the tokens directly in `node` (for `self` in a closure) and the nodes below it.
    private mutating func readChildren(of node: RawSyntax) {
        guard let layout = node.layoutView else { return }
        for child in layout.children {
            guard !needsVisit else { return }
            guard let child else { continue }
            let kind = child.kind
            if kind == .token {
                if closureDepth > 0, let token = child.tokenView, RawTree.isSelfKeyword(token) { needsVisit = true }
            } else {
                read(child, kind: kind)
            }
        }
    }

    /// Notes the capitalised tokens directly in `node` as mentions, at the offset of their text
    /// in `source`; `self` in a closure asks for the visitor.
    private mutating func readMentions(of node: RawSyntax) {
        guard let layout = node.layoutView else { return }
        for child in layout.children {
            guard let token = child?.tokenView else { continue }
            let text = token.rawText
            guard let name = Self.capitalisedName(text) else {
                if closureDepth > 0, RawTree.isSelfKeyword(token) { needsVisit = true }
                continue
            }
            // Every token SwiftParser makes is text of its source; anything else asks the visitor.
            guard let base = source.baseAddress, let start = text.baseAddress, start >= base, start + text.count <= base + source.count
            else {
                needsVisit = true
                return
            }
            let offset = start - base
            names.append(Name(text: name, range: offset..<offset + text.count))
        }
    }

    /// `target = { … }`, or `target = parameter` with a parameter of the enclosing function.
    private func storesClosureOrParameter(_ node: RawSyntax) -> Bool {
        guard let elements = RawSequenceExprSyntax(node)?.elements.layoutView.children,
            elements.count == 3, elements[1]?.kind == .assignmentExpr, let value = elements[2]
        else { return false }
        if value.kind == .closureExpr { return true }
        guard let function, let reference = RawDeclReferenceExprSyntax(value) else { return false }
        let name = String(syntaxText: reference.baseName.tokenView.rawText)
        return function.parameters.contains { $0.name == name }
    }
}
