@_spi(RawSyntax) import SwiftSyntax

/// Decides whether a closure keeps `self` alive, reading the raw tree: no node is made for
/// the body read, and the reading stops at the first `self` that counts.
enum ClosureCapture {
    /// Whether `closure` captures `self` strongly: `[self]`, `[x = self]`, or a mention of `self`
    /// in its statements without a `weak`/`unowned` capture of it (in this closure or an
    /// enclosing one inside it).
    static func capturesSelfStrongly(_ closure: ClosureExprSyntax) -> Bool {
        guard let raw = RawClosureExprSyntax(closure.raw) else { return false }
        switch explicitSelfCapture(raw) {
        case .strong: return true
        case .weak: return false
        case .none: return mentionsSelf(in: raw.statements.raw)
        }
    }

    private enum Capture { case strong, weak, none }

    /// How the capture list of `closure` captures `self`, if it does.
    private static func explicitSelfCapture(_ closure: RawClosureExprSyntax) -> Capture {
        guard let items = closure.signature?.capture?.items.elements else { return .none }
        for item in items {
            let capturesSelf = item.initializer.map { isSelf($0.value.raw) } ?? RawTree.isSelfKeyword(item.name.tokenView)
            guard capturesSelf else { continue }
            return item.specifier == nil ? .strong : .weak
        }
        return .none
    }

    /// Whether `node` mentions `self`, not counting nested closures that capture it weakly but
    /// counting those that capture it strongly.
    private static func mentionsSelf(in node: RawSyntax) -> Bool {
        switch node.kind {
        case .token:
            return false
        case .declReferenceExpr:
            return isSelf(node)
        case .closureExpr:
            if let closure = RawClosureExprSyntax(node) {
                switch explicitSelfCapture(closure) {
                case .strong: return true
                case .weak: return false
                case .none: break
                }
            }
        default:
            break
        }
        return node.layoutView?.children.contains { $0.map(mentionsSelf(in:)) ?? false } ?? false
    }

    /// Whether `expression` is `self` itself.
    private static func isSelf(_ expression: RawSyntax) -> Bool {
        RawDeclReferenceExprSyntax(expression).map { RawTree.isSelfKeyword($0.baseName.tokenView) } ?? false
    }
}
