import SwiftSyntax

/// What a declared type says a closure stored under it returns, as far as the fix of a closure
/// capturing `self` needs it (`guard let self else { return }` fits only a closure returning
/// `Void`): read through optionals, one-element parentheses and attributes.
public enum ClosureResult: Sendable, Hashable, Codable {
    /// A function type returning `Void` or `()`.
    case void
    /// A function type returning something else, or a type that is no function type.
    case value
    /// A name that may be an alias of a function type (`VoidCallBack`): the codebase's
    /// aliases of that name decide.
    case named(String)

    /// What `type` returns when called.
    init(_ type: TypeSyntax) {
        if let optional = type.as(OptionalTypeSyntax.self) {
            self.init(optional.wrappedType)
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self.init(unwrapped.wrappedType)
        } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            self.init(only.type)
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            self.init(attributed.baseType)
        } else if let function = type.as(FunctionTypeSyntax.self) {
            self = Self.isVoid(function.returnClause.type) ? .void : .value
        } else if let identifier = type.as(IdentifierTypeSyntax.self) {
            self = .named(SharedNames.shared(identifier.name.text))
        } else {
            self = .value
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, name
    }

    private enum Kind: String, Codable {
        case void, value, named
    }

    /// Coded as a kind and a name (empty but for `named`): the cache's coder has no enums with
    /// associated values.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(Kind.self, forKey: .kind)
        let name = try container.decode(String.self, forKey: .name)
        switch kind {
        case .void: self = .void
        case .value: self = .value
        case .named: self = .named(name)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let (kind, name): (Kind, String) =
            switch self {
            case .void: (.void, "")
            case .value: (.value, "")
            case .named(let name): (.named, name)
            }
        try container.encode(kind, forKey: .kind)
        try container.encode(name, forKey: .name)
    }

    /// Whether `type` is `Void` or `()`.
    static func isVoid(_ type: TypeSyntax) -> Bool {
        if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Void"
    }
}
