/// One reference of a reference cycle that a finding reports: an instance of `from` keeps an
/// instance of `to` alive through its property `property`.
public struct CycleStep: Hashable, Sendable, Codable {
    /// The class whose instances hold the reference.
    public let from: String
    /// The class held.
    public let to: String
    /// The property's name (`view`), or the closure property's.
    public let property: String
    /// `Type.property` (the type declaring the property, `from` or a superclass), or
    /// `Type.property = { self … }` for a stored closure that captures `self`, as messages say.
    public let label: String
    /// Whether the reference is a closure capturing `self` strongly.
    public let isClosure: Bool

    public init(from: String, to: String, property: String, label: String, isClosure: Bool) {
        self.from = from
        self.to = to
        self.property = property
        self.label = label
        self.isClosure = isClosure
    }

    /// The step of a reference graph's edge.
    init(_ edge: ReferenceGraph.Edge) {
        self.init(from: edge.from, to: edge.to, property: edge.property, label: edge.label, isClosure: edge.isClosure)
    }
}
