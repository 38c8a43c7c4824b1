@_spi(RawSyntax) import SwiftSyntax

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
        collect(type.raw, weak: false)
    }

    /// The type `type`, a raw type node, spells.
    init(raw type: RawSyntax) {
        collect(type, weak: false)
    }

    /// The type a plain name (no generic arguments) spells.
    init(named name: String) {
        collect(name: name, arguments: nil, weak: false)
    }

    /// Reads `type` over the raw tree: no node is made for what it walks through.
    private mutating func collect(_ type: RawSyntax, weak: Bool) {
        switch type.kind {
        case .identifierType:
            guard let identifier = RawIdentifierTypeSyntax(type) else { return }
            collect(name: identifier.name, arguments: identifier.genericArgumentClause, weak: weak)
        case .memberType:
            guard let member = RawMemberTypeSyntax(type) else { return }
            collect(name: member.name, arguments: member.genericArgumentClause, weak: weak)
        case .optionalType:
            RawOptionalTypeSyntax(type).map { collect($0.wrappedType.raw, weak: weak) }
        case .implicitlyUnwrappedOptionalType:
            RawImplicitlyUnwrappedOptionalTypeSyntax(type).map { collect($0.wrappedType.raw, weak: weak) }
        case .someOrAnyType:
            RawSomeOrAnyTypeSyntax(type).map { collect($0.constraint.raw, weak: weak) }
        case .attributedType:
            RawAttributedTypeSyntax(type).map { collect($0.baseType.raw, weak: weak) }
        case .tupleType:
            for element in RawTree.children(of: RawTupleTypeSyntax(type)?.elements.raw) {
                RawTupleTypeElementSyntax(element).map { collect($0.type.raw, weak: weak) }
            }
        case .compositionType:
            for element in RawTree.children(of: RawCompositionTypeSyntax(type)?.elements.raw) {
                RawCompositionTypeElementSyntax(element).map { collect($0.type.raw, weak: weak) }
            }
        case .arrayType:
            RawArrayTypeSyntax(type).map { collect($0.element.raw, weak: weak) }
        case .dictionaryType:
            guard let dictionary = RawDictionaryTypeSyntax(type) else { return }
            collect(dictionary.key.raw, weak: weak)
            collect(dictionary.value.raw, weak: weak)
        case .functionType:
            isFunction = true
        default:
            break
        }
    }

    private mutating func collect(name token: RawTokenSyntax, arguments: RawGenericArgumentClauseSyntax?, weak: Bool) {
        let name = String(syntaxText: token.tokenView.rawText)
        let types = arguments.map { clause in
            RawTree.children(of: clause.arguments.raw).compactMap { RawGenericArgumentSyntax($0).map(\.argument) }.filter(RawTypeSyntax.isKindOf)
        }
        collect(name: name, arguments: types, weak: weak)
    }

    /// A named type, and the types among its generic arguments (`nil` without a clause).
    private mutating func collect(name: String, arguments: [RawSyntax]?, weak: Bool) {
        let isTransparent = Self.transparentBoxes.contains(name)
        let isWeakBox = Self.weakBoxes.contains { name.hasSuffix($0) }
        if let arguments, isTransparent || isWeakBox {
            for argument in arguments { collect(argument, weak: weak || isWeakBox) }
            return
        }
        guard name != "AnyObject", name != "Any" else { return }
        if weak { weaklyBoxedNames.append(name) } else { names.append(name) }
    }
}
