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
    /// The alias's name token.
    public let range: SourceRange
}

extension TypeAliasFact {
    /// The alias `node` declares, its name at `range`.
    init(_ node: TypeAliasDeclSyntax, range: SourceRange) {
        let value = node.initializer.value
        let kind: Kind
        if DeclaredType(value).isFunction {
            kind = .function
        } else if (value.as(SomeOrAnyTypeSyntax.self)?.constraint ?? value).is(CompositionTypeSyntax.self) {
            kind = .composition
        } else {
            kind = .other
        }
        self.init(name: node.name.text, kind: kind, range: range)
    }
}
