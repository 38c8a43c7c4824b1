import SwiftSyntax

/// Decides whether a closure keeps `self` alive.
enum ClosureCapture {
    /// Whether `closure` captures `self` strongly: `[self]`, `[x = self]`, or a mention of `self`
    /// without a `weak`/`unowned` capture of it (in this closure or an enclosing one inside it).
    static func capturesSelfStrongly(_ closure: ClosureExprSyntax) -> Bool {
        switch explicitSelfCapture(closure) {
        case .strong: return true
        case .weak: return false
        case .none:
            let finder = SelfFinder(viewMode: .sourceAccurate)
            finder.walk(closure.statements)
            return finder.found
        }
    }

    fileprivate enum Capture { case strong, weak, none }

    fileprivate static func explicitSelfCapture(_ closure: ClosureExprSyntax) -> Capture {
        guard let items = closure.signature?.capture?.items else { return .none }
        for item in items {
            let capturesSelf = item.initializer.map { mentionsSelf($0.value) } ?? (item.name.tokenKind == .keyword(.self))
            guard capturesSelf else { continue }
            return item.specifier == nil ? .strong : .weak
        }
        return .none
    }

    private static func mentionsSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}

/// Looks for `self` in a closure body, skipping nested closures that capture it weakly.
private final class SelfFinder: SyntaxVisitor {
    private(set) var found = false

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.tokenKind == .keyword(.self) { found = true }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        switch ClosureCapture.explicitSelfCapture(node) {
        case .strong:
            found = true
            return .skipChildren
        case .weak: return .skipChildren
        case .none: return found ? .skipChildren : .visitChildren
        }
    }
}
