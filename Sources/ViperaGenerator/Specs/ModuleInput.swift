/// A typed value a module is built with, e.g. `postId: String`; it becomes a parameter of the
/// builder's `build(…)`.
public struct ModuleInput: Sendable, Equatable {
    /// A Swift identifier.
    public let name: String
    /// A Swift type, e.g. `String` or `[Post.ID]`.
    public let type: String
    /// Where the input is declared (`spec.yml:12`), for errors.
    public let location: String?

    public init(name: String, type: String, location: String? = nil) {
        self.name = name
        self.type = type
        self.location = location
    }

    /// How templates see it: `{{ input.name }}`, `{{ input.type }}`.
    var dictionary: [String: Any] { ["name": name, "type": type] }
}

/// Another module of the spec that this module navigates to, with the inputs it is built with.
public struct ModuleRoute: Sendable, Equatable {
    /// The target module's name.
    public let module: String
    /// The target module's inputs.
    public let inputs: [ModuleInput]
}
