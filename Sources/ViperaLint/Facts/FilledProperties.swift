import SwiftSyntax

/// Which properties a file puts something into: what an assignment (`=`, `+=`, a subscript's
/// `x[key] =`), an append or insertion (`x.append(…)`), an `inout` argument (`store(in: &x)`) or
/// a non-empty initial value fills. A strong reference no file fills holds nothing, so it
/// closes no cycle.
enum FilledProperties {
    /// The property names an assignment's target sets: `presenter` for `self.presenter`,
    /// `view?.presenter` or `presenter`, `cache` for `cache[key]`, each element's for a tuple.
    static func names(inTarget target: ExprSyntax) -> [String] {
        if let member = target.as(MemberAccessExprSyntax.self) { return [member.declName.baseName.text] }
        if let reference = target.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self) { return names(inTarget: subscriptCall.calledExpression) }
        if let forced = target.as(ForceUnwrapExprSyntax.self) { return names(inTarget: forced.expression) }
        if let optional = target.as(OptionalChainingExprSyntax.self) { return names(inTarget: optional.expression) }
        if let tuple = target.as(TupleExprSyntax.self) { return tuple.elements.flatMap { names(inTarget: $0.expression) } }
        return []
    }

    /// What `target = value` or `target += value` fills in `sequence` (operators are not folded,
    /// so the first two elements tell), with the value when it is the whole rest (not `a = b ?? c`).
    static func fill(in sequence: SequenceExprSyntax) -> (target: ExprSyntax, value: ExprSyntax?)? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return nil }
        let operation = elements[1]
        guard operation.is(AssignmentExprSyntax.self) || operation.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" else { return nil }
        return (elements[0], elements.count == 3 ? elements[2] : nil)
    }

    /// The methods of Swift's collections that put elements in.
    private static let insertingMethods: Set<String> = ["append", "insert", "updateValue", "formUnion"]

    /// The property a call puts something into, what, and the property's expression: `children`,
    /// `child` and `self.children` for `self.children.insert(child, at: 0)`.
    static func insertion(_ call: FunctionCallExprSyntax) -> (property: String, value: ExprSyntax, target: ExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), insertingMethods.contains(member.declName.baseName.text),
            let value = call.arguments.first?.expression, let base = member.base, let name = names(inTarget: base).first
        else { return nil }
        return (name, value, base)
    }

    /// The object whose property `target` names: `view` for `view.presenter`, `self?.items[0]`
    /// or `view.presenter!`; `nil` for a bare name (`presenter`).
    static func base(ofTarget target: ExprSyntax) -> ExprSyntax? {
        if let member = target.as(MemberAccessExprSyntax.self) { return member.base.map(unwrapped) }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self) { return base(ofTarget: subscriptCall.calledExpression) }
        if let forced = target.as(ForceUnwrapExprSyntax.self) { return base(ofTarget: forced.expression) }
        if let optional = target.as(OptionalChainingExprSyntax.self) { return base(ofTarget: optional.expression) }
        return nil
    }

    /// `expression` without the `?` or `!` that unwraps it (`self?` is `self`).
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        return expression
    }

    /// What a value puts in, one by one: each element of an array literal, else the value.
    static func elements(of value: ExprSyntax) -> [ExprSyntax] {
        guard let array = value.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return [value] }
        return array.elements.map(\.expression)
    }

    /// Whether an initial value puts nothing in: `nil`, `[]`, `[:]`, `[Observer]()`,
    /// `Set<Observer>()`.
    static func isEmpty(_ value: ExprSyntax) -> Bool {
        if value.is(NilLiteralExprSyntax.self) { return true }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = value.as(DictionaryExprSyntax.self), case .colon = dictionary.content { return true }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        let called = call.calledExpression
        if let generic = called.as(GenericSpecializationExprSyntax.self) {
            return emptyCollections.contains(generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
        }
        return called.is(ArrayExprSyntax.self) || called.is(DictionaryExprSyntax.self)
    }

    /// Swift's collections, empty when constructed without arguments.
    private static let emptyCollections: Set<String> = ["Array", "Set", "Dictionary"]
}
