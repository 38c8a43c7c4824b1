import SwiftSyntax

/// Where an expression that becomes optional still type-checks: as what `=` assigns to, or as
/// the start of a chain of calls and member accesses that is a whole statement (then with `?`
/// after it).
enum StatementChain {
    /// Whether `expression` is what an `=` assigns to.
    static func isAssigned(_ expression: ExprSyntax) -> Bool {
        guard let list = expression.parent?.as(ExprListSyntax.self), list.first?.id == expression.id else { return false }
        return list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    }

    /// Whether `expression` starts a chain of calls and member accesses that is a whole
    /// statement (or is assigned to in one), so `expression?` keeps it type-checking.
    static func isBase(_ expression: ExprSyntax) -> Bool {
        guard let access = expression.parent?.as(MemberAccessExprSyntax.self), access.base?.id == expression.id else { return false }
        var top = Syntax(access)
        while let parent = top.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == top.id {
                top = parent
            } else if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
                top = parent
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == top.id {
                top = parent
            } else if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self)
            {
                top = parent
            } else {
                break
            }
        }
        if top.parent?.is(CodeBlockItemSyntax.self) == true { return true }
        guard let expression = top.as(ExprSyntax.self), isAssigned(expression) else { return false }
        return top.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) == true
    }
}
