import SwiftSyntax

/// The class a declaration says a value is (an instance of it or of a subclass): what a type
/// annotation names (`LoginViewController`, `LoginViewController?`, `LoginViewController!`), or
/// what a cast makes of a value (`x as? UINavigationController`).
enum DeclaredClass {
    /// The class `type` names; `nil` for generics, collections, functions, compositions and the
    /// names that stand for any object (`Any`, `AnyObject`, `Self`).
    static func named(by type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return named(by: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return named(by: unwrapped.wrappedType) }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
        let name = identifier.name.text
        guard name.first?.isUppercase == true, !anyObject.contains(name) else { return nil }
        return name
    }

    /// The class `value` is cast to: `T` for `x as? T` or `x as! T` (the tree leaves operators
    /// unfolded: a sequence of the value, the cast and the type).
    static func cast(_ value: ExprSyntax) -> String? {
        guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self)?.type else { return nil }
        return named(by: type)
    }

    /// Type names that admit any object.
    private static let anyObject: Set<String> = ["Any", "AnyObject", "Self", "NSObject"]
}
