import ViperaCore

/// A stored reference from one component to another, as the cycle rules read it: a
/// protocol-typed property points at each conforming class (see `ReferenceGraph`).
public struct GraphReference: Hashable, Sendable {
    /// The holder's name.
    public let from: String
    /// The held component's name.
    public let to: String
    /// The property's name.
    public let property: String
    /// `Type.property` (or `Type.property = { self … }` for a closure), as findings say.
    public let label: String
    /// How the property is declared (`strong` for a closure that captures `self`).
    public let ownership: Ownership
    /// Whether it keeps its target alive (a strong reference, an outlet or a closure).
    public let keepsAlive: Bool
    /// Whether it is a stored closure that captures `self` strongly.
    public let isClosure: Bool
    public let file: String
    public let line: Int
    /// Whether a reported cycle runs through it.
    public internal(set) var isInCycle = false
    /// Whether a reported cycle asks to change it (make it weak, or capture `self` weakly).
    public internal(set) var isToChange = false

    init(_ edge: ReferenceGraph.Edge) {
        from = edge.from
        to = edge.to
        property = edge.property
        label = edge.label
        ownership = edge.ownership
        keepsAlive = edge.keepsAlive
        isClosure = edge.isClosure
        file = edge.file
        line = edge.range.start.line
    }

    /// One reference, captioned `property`, standing for `references` (at least one): those a
    /// class has to the views folded into one node, or theirs back to it.
    init(folding references: [GraphReference], from: String, to: String, property: String) {
        let first = references[0]
        self.from = from
        self.to = to
        self.property = property
        label = "\(from).\(property)"
        keepsAlive = references.contains(where: \.keepsAlive)
        ownership = references.first(where: \.keepsAlive)?.ownership ?? first.ownership
        isClosure = false
        file = first.file
        line = first.line
    }

    /// What identifies the reference in a cycle's steps.
    var step: CycleStep { CycleStep(from: from, to: to, property: property, label: label, isClosure: isClosure) }

    /// The edge's caption: the property's name, with how it is held when it does not keep its
    /// target alive (`weak delegate`) or is a closure (`onChange = { self … }`).
    public var caption: String {
        GraphStyle.caption(property: property, ownership: ownership, isClosure: isClosure)
    }
}
