/// What the code puts into properties, by property name: which classes it constructs into them
/// and on which classes' instances it sets them (see `PropertyFill`).
struct PropertyFills: Sendable {
    /// For each property name some file puts something into, the classes constructed into it,
    /// `nil` when some value may be any instance.
    private let constructed: [String: Set<String>?]
    /// For each property name some file sets, the simple names of the classes whose instances
    /// it sets it on, `nil` when some fill may set any object's.
    private let holders: [String: Set<String>?]

    init(_ fills: [PropertyFill]) {
        var constructed: [String: Set<String>?] = [:]
        var holders: [String: Set<String>?] = [:]
        for fill in fills {
            Self.add(fill.constructed, to: &constructed, for: fill.property)
            if !fill.declaresVariable { Self.add(fill.holder, to: &holders, for: fill.property) }
        }
        self.constructed = constructed
        self.holders = holders
    }

    /// Adds `name` to the set kept for `property`; an unknown name (`nil`) makes it `nil` for good.
    private static func add(_ name: String?, to sets: inout [String: Set<String>?], for property: String) {
        if let name, let known = sets[property] ?? [] {
            sets[property] = known.union([name])
        } else {
            sets[property] = .some(nil)
        }
    }

    /// The classes the code constructs into properties named `name` when that is all it puts
    /// there; `nil` when it may put in any instance their types admit.
    func onlyConstructed(into name: String) -> Set<String>? {
        constructed[name] ?? nil
    }

    /// The simple names of the classes on whose instances the code sets properties named
    /// `name`, when every fill shows whose; `nil` when some fill may set any object's, or when
    /// the code sets no property of that name (then nothing shows how it is set: maybe where
    /// the code is not checked).
    func onlyHolders(of name: String) -> Set<String>? {
        holders[name] ?? nil
    }
}
