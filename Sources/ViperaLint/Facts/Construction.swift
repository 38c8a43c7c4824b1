import SwiftSyntax

/// A call that constructs an instance of a named type.
enum Construction {
    /// `Foo()`, `Foo(x:)`, `Foo.init()`, `Foo<Bar>()` → `Foo`; an immediately called closure,
    /// a function or anything else → nil.
    static func type(of expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return SharedNames.shared(name)
    }
}
