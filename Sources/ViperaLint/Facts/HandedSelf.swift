import SwiftSyntax

/// `self` handed to a function or method as an argument (`option.attach(to: self)`,
/// `entity.makeOption(with: self)`): what it is handed to may keep it, a method storing the
/// argument in a property of its object, or a factory making an object that does (see `Factory`).
/// A construction (`Option(poll: self)`) is recorded as such (see `TypeFact.constructs`).
enum HandedSelf {
    /// The name of the function or method `call` hands `self` to (`attach` for
    /// `option.attach(to: self)`); `nil` when no argument is `self`, or when `call` constructs.
    static func callee(of call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.contains(where: { $0.expression.isSelfExpression }), Construction.type(of: ExprSyntax(call)) == nil else { return nil }
        let name =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.flatMap { $0.first?.isLowercase == true ? $0 : nil }
    }
}
