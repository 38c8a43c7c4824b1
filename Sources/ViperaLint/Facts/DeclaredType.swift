import SwiftSyntax

/// The type names a declared type refers to, seen through wrappers that do not change what is
/// held: `Optional`, `!`, `any`/`some`, parentheses, `&` compositions, attributes and common
/// generic boxes such as arrays, dictionaries and sets.
struct DeclaredType {
    /// Names held strongly.
    private(set) var names: [String] = []
    /// Names held inside a weak box (`Weak<T>`, `WeakBox<T>`…), which owns nothing.
    private(set) var weaklyBoxedNames: [String] = []
    /// Whether the type is (a wrapper of) a function type.
    private(set) var isFunction = false

    /// Generic types whose arguments are what they hold.
    static let transparentBoxes: Set<String> = [
        "Optional", "ImplicitlyUnwrappedOptional", "Array", "ContiguousArray", "ArraySlice", "Set",
        "Dictionary", "OrderedSet", "OrderedDictionary", "Deque",
    ]
    /// Generic types that hold their argument weakly; a generic type whose name ends with one of
    /// these also does (`PaymentsWeakCollection<T>`, a module's own weak collection).
    static let weakBoxes: [String] = [
        "Weak", "WeakBox", "WeakRef", "WeakReference", "WeakWrapper", "WeakCollection", "WeakArray", "WeakSet",
    ]

    init(_ type: TypeSyntax) {
        collect(type, weak: false)
    }

    private mutating func collect(_ type: TypeSyntax, weak: Bool) {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            collect(name: identifier.name.text, arguments: identifier.genericArgumentClause?.arguments, weak: weak)
        } else if let member = type.as(MemberTypeSyntax.self) {
            collect(name: member.name.text, arguments: member.genericArgumentClause?.arguments, weak: weak)
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            collect(optional.wrappedType, weak: weak)
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            collect(unwrapped.wrappedType, weak: weak)
        } else if let existential = type.as(SomeOrAnyTypeSyntax.self) {
            collect(existential.constraint, weak: weak)
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            collect(attributed.baseType, weak: weak)
        } else if let tuple = type.as(TupleTypeSyntax.self) {
            for element in tuple.elements { collect(element.type, weak: weak) }
        } else if let composition = type.as(CompositionTypeSyntax.self) {
            for element in composition.elements { collect(element.type, weak: weak) }
        } else if let array = type.as(ArrayTypeSyntax.self) {
            collect(array.element, weak: weak)
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            collect(dictionary.key, weak: weak)
            collect(dictionary.value, weak: weak)
        } else if type.is(FunctionTypeSyntax.self) {
            isFunction = true
        }
    }

    private mutating func collect(name: String, arguments: GenericArgumentListSyntax?, weak: Bool) {
        let isTransparent = Self.transparentBoxes.contains(name)
        let isWeakBox = Self.weakBoxes.contains { name.hasSuffix($0) }
        if let arguments, isTransparent || isWeakBox {
            for argument in arguments {
                if case .type(let type) = argument.argument { collect(type, weak: weak || isWeakBox) }
            }
            return
        }
        guard name != "AnyObject", name != "Any" else { return }
        if weak { weaklyBoxedNames.append(name) } else { names.append(name) }
    }
}
