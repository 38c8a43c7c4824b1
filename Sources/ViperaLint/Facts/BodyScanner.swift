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
    /// The enclosing function's parameters: assigning one may store it.
    private let parameters: FunctionParameterClauseSyntax?
    /// How many closures enclose the node being read.
    private var closureDepth = 0

    /// Reads `node`, whose enclosing function (if any) has `parameters`.
    init(_ node: some SyntaxProtocol, parameters: FunctionParameterClauseSyntax?) {
        self.parameters = parameters
        readChildren(of: node.raw, at: node.position.utf8Offset)
    }

    /// Whether `text`, a token's text, starts with a capital letter; an ASCII first byte is
    /// decided without asking Unicode.
    static func capitalisedName(_ text: SyntaxText) -> String? {
        guard let first = text.first else { return nil }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") ? String(syntaxText: text) : nil }
        let name = String(syntaxText: text)
        return name.first?.isUppercase == true ? name : nil
    }

    private mutating func read(_ node: RawSyntax, at offset: Int) {
        switch node.kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typeAliasDecl,
            .functionDecl, .initializerDecl, .deferStmt, .importDecl:
            needsVisit = true
        case .identifierType, .memberType:
            // As the visitor: a type's own name first, then the names below it (a member type's
            // base, generic arguments), so `A.B.B` notes the last `B` first.
            readMentions(of: node, at: offset)
            readChildren(of: node, at: offset)
        case .declReferenceExpr:
            // The visitor reads the name and skips the rest (argument labels).
            readMentions(of: node, at: offset)
            readChildren(of: node, at: offset, descends: false)
        case .sequenceExpr where storesClosureOrParameter(node):
            needsVisit = true
        case .closureExpr:
            closureDepth += 1
            readChildren(of: node, at: offset)
            closureDepth -= 1
        default:
            readChildren(of: node, at: offset)
        }
    }

    /// Reads the tokens directly in `node` (for `self` in a closure) and, when `descends`, the
    /// nodes below it.
    private mutating func readChildren(of node: RawSyntax, at offset: Int, descends: Bool = true) {
        guard let layout = node.layoutView else { return }
        var childOffset = offset
        for child in layout.children {
            guard !needsVisit else { return }
            guard let child else { continue }
            if let token = child.tokenView {
                if closureDepth > 0, token.rawKind == .keyword, token.rawText == "self" { needsVisit = true }
            } else if descends {
                read(child, at: childOffset)
            }
            childOffset += child.byteLength
        }
    }

    /// Notes the capitalised tokens directly in `node` as mentions.
    private mutating func readMentions(of node: RawSyntax, at offset: Int) {
        guard let layout = node.layoutView else { return }
        var childOffset = offset
        for child in layout.children {
            guard let child else { continue }
            if let token = child.tokenView, let name = Self.capitalisedName(token.rawText) {
                let start = childOffset + token.leadingTriviaByteLength
                names.append(Name(text: name, range: start..<start + token.textByteLength))
            }
            childOffset += child.byteLength
        }
    }

    /// `target = { … }`, or `target = parameter` with a parameter of the enclosing function.
    private func storesClosureOrParameter(_ node: RawSyntax) -> Bool {
        guard let elements = RawSequenceExprSyntax(node)?.elements.layoutView.children,
            elements.count == 3, elements[1]?.kind == .assignmentExpr, let value = elements[2]
        else { return false }
        if value.kind == .closureExpr { return true }
        guard let parameters, let reference = RawDeclReferenceExprSyntax(value) else { return false }
        let name = String(syntaxText: reference.baseName.tokenView.rawText)
        return ClosurePassingReader.parameters(parameters).contains { $0.name == name }
    }
}
