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
    /// The type names the alias stands for, qualified as written and seen through the wrappers
    /// `DeclaredType` sees through: `FeesBusinessLogic` for `typealias BusinessLogic =
    /// FeesBusinessLogic`, `RegisterView` and `UIViewController` for `typealias EntryPoint =
    /// RegisterView & UIViewController`; empty for a function type.
    public var targets: [String] = []
    /// The types the alias is declared in, outermost first (`["Fees"]` for an alias in
    /// `extension Fees`); empty at the top level of the file.
    public var scope: [String] = []
    /// The alias's name token.
    public let range: SourceRange
    /// What a closure stored under the alias returns.
    public var closureResult: ClosureResult = .value

    public init(name: String, kind: Kind, targets: [String] = [], scope: [String] = [], range: SourceRange, closureResult: ClosureResult = .value) {
        self.name = name
        self.kind = kind
        self.targets = targets
        self.scope = scope
        self.range = range
        self.closureResult = closureResult
    }
}

extension TypeAliasFact {
    /// The alias `node` declares inside the types `scope`, its name at `range`.
    init(_ node: TypeAliasDeclSyntax, scope: [String], range: SourceRange) {
        let value = node.initializer.value
        let declared = DeclaredType(value)
        let kind: Kind
        if declared.isFunction {
            kind = .function
        } else if (value.as(SomeOrAnyTypeSyntax.self)?.constraint ?? value).is(CompositionTypeSyntax.self) {
            kind = .composition
        } else {
            kind = .other
        }
        self.init(
            name: node.name.text, kind: kind, targets: kind == .function ? [] : declared.names, scope: scope, range: range, closureResult: ClosureResult(value))
    }
}
