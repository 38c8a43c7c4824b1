import SwiftSyntax

/// Decides whether a closure keeps `self` alive, stopping at the first `self` that counts.
enum ClosureCapture {
    /// Whether `closure` captures `self` strongly: `[self]`, `[x = self]`, or a mention of `self`
    /// in its statements (not `T.self`) without a `weak`/`unowned` capture of it (in this closure or an
    /// enclosing one inside it).
    static func capturesSelfStrongly(_ closure: ClosureExprSyntax) -> Bool {
        switch explicitSelfCapture(closure) {
        case .strong: return true
        case .weak: return false
        case .none: return mentionsSelf(in: Syntax(closure.statements))
        }
    }

    /// Whether `closure`'s capture list captures `self` weakly or unowned.
    static func capturesSelfWeakly(_ closure: ClosureExprSyntax) -> Bool {
        explicitSelfCapture(closure) == .weak
    }

    private enum Capture { case strong, weak, none }

    /// How the capture list of `closure` captures `self`, if it does.
    private static func explicitSelfCapture(_ closure: ClosureExprSyntax) -> Capture {
        guard let items = closure.signature?.capture?.items else { return .none }
        for item in items {
            let capturesSelf = item.initializer.map { $0.value.isSelfExpression } ?? (item.name.tokenKind == .keyword(.self))
            guard capturesSelf else { continue }
            return item.specifier == nil ? .strong : .weak
        }
        return .none
    }

    /// Whether `node` mentions `self`, not counting nested closures that capture it weakly but
    /// counting those that capture it strongly.
    private static func mentionsSelf(in node: Syntax) -> Bool {
        switch node.as(SyntaxEnum.self) {
        case .token:
            return false
        case .declReferenceExpr:
            return node.isSelfExpression && !node.isSelfAfterDot
        case .closureExpr(let closure):
            switch explicitSelfCapture(closure) {
            case .strong: return true
            case .weak: return false
            case .none: break
            }
        default:
            break
        }
        return node.children(viewMode: .sourceAccurate).contains { mentionsSelf(in: $0) }
    }
}
