import SwiftSyntax

/// A block registered with `NotificationCenter.addObserver(forName:object:queue:using:)` whose
/// returned observer is thrown away (a statement of its own, `_ = …`, `let _ = …`). The center
/// keeps the block until that observer is removed, which nothing can do any more: whatever the
/// block captures lives as long as the process (`removeObserver(self)` only removes the
/// observers added with a selector).
enum DiscardedObserver {
    /// The block `call` registers when it is such a registration whose observer is thrown away.
    static func block(registeredBy call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addObserver",
            call.arguments.prefix(3).map({ $0.label?.text }) == ["forName", "object", "queue"], isDiscarded(call)
        else { return nil }
        if call.arguments.count == 4, let last = call.arguments.last, last.label?.text == "using" {
            return last.expression.as(ClosureExprSyntax.self)
        }
        return call.arguments.count == 3 ? call.trailingClosure : nil
    }

    /// Whether nothing receives what `call` returns.
    private static func isDiscarded(_ call: FunctionCallExprSyntax) -> Bool {
        if let item = call.parent?.as(CodeBlockItemSyntax.self) { return !mayBeReturned(item) }
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.is(WildcardPatternSyntax.self)
        }
        guard let elements = call.parent?.as(ExprListSyntax.self), elements.count == 3, elements.last?.id == call.id else { return false }
        return elements.first?.is(DiscardAssignmentExprSyntax.self) == true && elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    }

    /// Whether `item` is the only statement of a body that returns it without `return`: a
    /// closure's, a getter's, or a function's that declares a result.
    private static func mayBeReturned(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        if list.parent?.is(ClosureExprSyntax.self) == true || list.parent?.is(AccessorBlockSyntax.self) == true
            || list.parent?.is(AccessorDeclSyntax.self) == true
        {
            return true
        }
        let body = list.parent?.as(CodeBlockSyntax.self)
        if let function = body?.parent?.as(FunctionDeclSyntax.self) { return function.signature.returnClause != nil }
        return body?.parent?.is(AccessorDeclSyntax.self) == true
    }
}
