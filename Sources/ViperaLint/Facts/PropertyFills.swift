/// What the code puts into properties, by property name: which classes it puts into them, on
/// which classes' instances, and on which classes' instances it sets them (see `PropertyFill`).
struct PropertyFills: Sendable {
    /// For each property name some file puts something into, by the simple name of the class
    /// whose instance gets it (`nil` when it may be any object's), the classes put in; `nil`
    /// when some value may be any instance.
    private let constructed: [String: [String?: Set<String>?]]
    /// For each property name some file sets, the simple names of the classes whose instances
    /// it sets it on, `nil` when some fill may set any object's.
    private let holders: [String: Set<String>?]

    /// The fills `fills`, a class known by an alias (`typealias Container = UIViewController`)
    /// read as the types `aliases` gives it (none: any instance).
    init(_ fills: [PropertyFill], aliases: [String: [String]]) {
        var constructed: [String: [String?: Set<String>?]] = [:]
        var holders: [String: Set<String>?] = [:]
        // A local named like a property (`let presenter = …` in a function) fills nothing.
        for fill in fills where !fill.declaresVariable {
            let classes = fill.constructed.map { name in aliases[name].map { $0.map(Optional.some) } ?? [name] } ?? [nil]
            for name in classes.isEmpty ? [nil] : classes {
                Self.add(name, to: &constructed[fill.property, default: [:]], for: fill.holder)
            }
            Self.add(fill.holder, to: &holders, for: fill.property)
        }
        self.constructed = constructed
        self.holders = holders
    }

    /// Adds `name` to the set kept for `key`; an unknown name (`nil`) makes it `nil` for good.
    private static func add<Key>(_ name: String?, to sets: inout [Key: Set<String>?], for key: Key) {
        if let name, let known = sets[key] ?? [] {
            sets[key] = known.union([name])
        } else {
            sets[key] = .some(nil)
        }
    }

    /// The classes the code puts into properties named `name` on instances of the classes
    /// `isHolder` accepts (by simple name), or on objects it does not know, when that is all it
    /// puts there; `nil` when it may put in any instance their types admit, or puts nothing.
    func onlyConstructed(into name: String, on isHolder: (String) -> Bool) -> Set<String>? {
        var classes: Set<String>? = nil
        for (holder, put) in constructed[name] ?? [:] where holder.map(isHolder) ?? true {
            guard let put else { return nil }
            classes = (classes ?? []).union(put)
        }
        return classes
    }

    /// The simple names of the classes on whose instances the code sets properties named
    /// `name`, when every fill shows whose; `nil` when some fill may set any object's, or when
    /// the code sets no property of that name (then nothing shows how it is set: maybe where
    /// the code is not checked).
    func onlyHolders(of name: String) -> Set<String>? {
        holders[name] ?? nil
    }
}
