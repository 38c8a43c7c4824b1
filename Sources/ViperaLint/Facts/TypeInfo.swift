/// A type with all its declarations merged: the declaration itself and its extensions, across files.
public struct TypeInfo: Sendable {
    public let name: String
    /// The type's own declaration; `nil` when only extensions of it were seen (a framework type).
    public internal(set) var declaration: TypeFact?
    /// Its extensions, in file order.
    public internal(set) var extensions: [TypeFact] = []

    /// The declaration's kind, `.extension` for a type declared elsewhere.
    public var kind: TypeKind { declaration?.kind ?? .extension }

    /// The declaration, then the extensions.
    public var facts: [TypeFact] { (declaration.map { [$0] } ?? []) + extensions }

    /// The names it inherits from or conforms to, from all its declarations.
    public var inherited: [String] { facts.flatMap(\.inherited) }

    /// Stored instance properties that can own something (not computed, static or requirements).
    public var storedProperties: [PropertyFact] {
        facts.flatMap(\.properties).filter(\.isInstanceStorage)
    }

    /// Whether `property` is only held until first used: its code sets it to `nil` in a `defer`.
    public func isReleasedAfterUse(_ property: PropertyFact) -> Bool {
        facts.contains { $0.releasedInDefer.contains(property.name) }
    }

    /// The fact to report a finding about the type at: its declaration, else its first extension.
    public var primaryFact: TypeFact { declaration ?? extensions[0] }
}
