import SwiftSyntax

/// A type alias (`typealias VoidCallBack = () -> Void`), wherever the file declares it.
public struct TypeAliasFact: Sendable, Equatable, Codable {
    /// What an alias stands for, as far as vipera tells aliases apart.
    public enum Kind: String, Sendable, Codable {
        /// A function type: a property of the alias's type stores a closure.
        case function
        /// A protocol composition (`LoginViewEvents & LoginLifecycle`): convention detection
        /// counts the alias as a protocol.
        case composition
        /// Any other type.
        case other
    }

    public let name: String
    public let kind: Kind
    /// The type names a composition joins (`RegisterView`, `UIViewController` for
    /// `typealias EntryPoint = RegisterView & UIViewController`); empty for other kinds.
    public var members: [String] = []
    /// The alias's name token.
    public let range: SourceRange

    public init(name: String, kind: Kind, members: [String] = [], range: SourceRange) {
        self.name = name
        self.kind = kind
        self.members = members
        self.range = range
    }
}

extension TypeAliasFact {
    /// The alias `node` declares, its name at `range`.
    init(_ node: TypeAliasDeclSyntax, range: SourceRange) {
        let value = node.initializer.value
        if DeclaredType(value).isFunction {
            self.init(name: node.name.text, kind: .function, range: range)
        } else if (value.as(SomeOrAnyTypeSyntax.self)?.constraint ?? value).is(CompositionTypeSyntax.self) {
            self.init(name: node.name.text, kind: .composition, members: DeclaredType(value).names, range: range)
        } else {
            self.init(name: node.name.text, kind: .other, range: range)
        }
    }
}
