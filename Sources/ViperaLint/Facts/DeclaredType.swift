import SwiftSyntax

/// The type names a declared type refers to, seen through wrappers that do not change what is
/// held: `Optional`, `!`, `any`/`some`, parentheses, `&` compositions, attributes and common
/// generic boxes such as arrays, dictionaries and sets. A name keeps the qualifier it is written
/// with (`Balances.Interactor`): `TypeIdentities` resolves it to the type it means.
struct DeclaredType {
    /// Names held strongly.
    private(set) var names: [String] = []
    /// Names held inside a weak box (`Weak<T>`, `WeakBox<T>`…), which owns nothing.
    private(set) var weaklyBoxedNames: [String] = []
    /// Whether the type is (a wrapper of) a function type.
    private(set) var isFunction = false
    /// Whether the type is a collection (an array, dictionary or set, or an optional of one): a
    /// property of it holds its elements strongly and cannot be made weak.
    private(set) var isCollection = false

    /// Generic types that wrap one value without being a collection of them.
    private static let singleValueBoxes: Set<String> = ["Optional", "ImplicitlyUnwrappedOptional"]
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

    /// The type a plain name (no generic arguments) spells.
    init(named name: String) {
        collect(name: name, arguments: nil, weak: false)
    }

    /// The name an inheritance clause's entry stands for: `AnyObject` for `AnyObject` and `class`,
    /// else the last name of the type, without its qualifier.
    static func inheritedName(_ type: TypeSyntax) -> String? {
        if type.is(ClassRestrictionTypeSyntax.self) { return "AnyObject" }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.tokenKind == .identifier("AnyObject"),
            identifier.genericArgumentClause == nil
        {
            return "AnyObject"
        }
        return DeclaredType(type).names.last.map(simpleName)
    }

    /// The last name of a qualified name (`Interactor` for `Balances.Interactor`).
    static func simpleName(_ qualified: String) -> String {
        qualified.split(separator: ".").last.map(String.init) ?? qualified
    }

    /// The names before the last one in a member type (`["Polls"]` for `Polls.Interactor`).
    static func qualifier(of type: TypeSyntax) -> [String] {
        guard let member = type.as(MemberTypeSyntax.self) else { return [] }
        var names: [String] = []
        var base: TypeSyntax? = member.baseType
        while let current = base {
            if let inner = current.as(MemberTypeSyntax.self) {
                names.insert(inner.name.text, at: 0)
                base = inner.baseType
            } else {
                if let identifier = current.as(IdentifierTypeSyntax.self) { names.insert(identifier.name.text, at: 0) }
                base = nil
            }
        }
        return names
    }

    private mutating func collect(_ type: TypeSyntax, weak: Bool) {
        switch type.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier):
            collect(name: identifier.name.text, arguments: identifier.genericArgumentClause?.arguments, weak: weak)
        case .memberType(let member):
            collect(name: member.name.text, qualifier: Self.qualifier(of: type), arguments: member.genericArgumentClause?.arguments, weak: weak)
        case .optionalType(let optional):
            collect(optional.wrappedType, weak: weak)
        case .implicitlyUnwrappedOptionalType(let unwrapped):
            collect(unwrapped.wrappedType, weak: weak)
        case .someOrAnyType(let existential):
            collect(existential.constraint, weak: weak)
        case .attributedType(let attributed):
            collect(attributed.baseType, weak: weak)
        case .tupleType(let tuple):
            for element in tuple.elements { collect(element.type, weak: weak) }
        case .compositionType(let composition):
            for element in composition.elements { collect(element.type, weak: weak) }
        case .arrayType(let array):
            isCollection = true
            collect(array.element, weak: weak)
        case .dictionaryType(let dictionary):
            isCollection = true
            collect(dictionary.key, weak: weak)
            collect(dictionary.value, weak: weak)
        case .functionType:
            isFunction = true
        default:
            break
        }
    }

    /// A named type, written after `qualifier`, and the types among its generic arguments (`nil`
    /// without a clause).
    private mutating func collect(name: String, qualifier: [String] = [], arguments: GenericArgumentListSyntax?, weak: Bool) {
        let isTransparent = Self.transparentBoxes.contains(name)
        let isWeakBox = Self.weakBoxes.contains { name.hasSuffix($0) }
        if let arguments, isTransparent || isWeakBox {
            if isTransparent, !Self.singleValueBoxes.contains(name) { isCollection = true }
            for argument in arguments {
                if case .type(let type) = argument.argument { collect(type, weak: weak || isWeakBox) }
            }
            return
        }
        guard name != "AnyObject", name != "Any" else { return }
        let written = (qualifier + [name]).joined(separator: ".")
        if weak { weaklyBoxedNames.append(written) } else { names.append(SharedNames.shared(written)) }
    }
}
