/// A reference that a function wires between two objects it holds in local values, with the
/// direction the wiring shows: a builder, router or cell provider that creates a presenter and
/// a view and sets `view.presenter = presenter` and `presenter.view = view`, then returns the
/// view. The object the function returns is owned by its caller; what the function hands to it
/// (`view.presenter = presenter`) is owned by it, one step further; a reference set from an
/// object to one nearer the returned object (`presenter.view = view`) points back.
public struct Wiring: Sendable, Equatable, Codable {
    /// The class of the object whose property is set (constructed in the function).
    public internal(set) var type: String
    /// The property set; for a value handed to an initialiser, the argument's label
    /// (`MoviePresenter(view: cell)` gives `view`).
    public let property: String
    /// Whether the value was handed to `type`'s initialiser under the label `property`.
    public let isInitializerArgument: Bool
    /// Whether the reference points back, at an object nearer the returned one than its holder;
    /// otherwise it points forward, at an object its holder is handed.
    public let pointsBack: Bool
    /// Where it is set.
    public let range: SourceRange
}
