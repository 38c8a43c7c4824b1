/// A typed value: an input a module is built with (`postId: String`, a parameter of the
/// builder's `build(…)`), or a parameter of one of its outputs.
public struct ModuleInput: Sendable, Equatable {
    /// A Swift identifier.
    public let name: String
    /// A Swift type, e.g. `String` or `[Post.ID]`.
    public let type: String
    /// Where the value is declared (`spec.yml:12`), for errors.
    public let location: String?

    public init(name: String, type: String, location: String? = nil) {
        self.name = name
        self.type = type
        self.location = location
    }

    /// How templates see it: `{{ input.name }}`, `{{ input.type }}`.
    var dictionary: [String: Any] { ["name": name, "type": type] }
}

/// Another module of the spec that this module navigates to, with the inputs it is built with
/// and the outputs it reports back.
public struct ModuleRoute: Sendable, Equatable {
    /// The target module's name.
    public let module: String
    /// The target module's inputs.
    public let inputs: [ModuleInput]
    /// The target module's outputs, which the module that routes to it receives.
    public let outputs: [ModuleOutput]

    public init(module: String, inputs: [ModuleInput], outputs: [ModuleOutput] = []) {
        self.module = module
        self.inputs = inputs
        self.outputs = outputs
    }

    /// How templates see it: `{{ route.module }}`, `{{ route.inputs }}`, `{{ route.outputs }}`.
    var dictionary: [String: Any] {
        ["module": module, "inputs": inputs.map(\.dictionary), "outputs": outputs.map(\.dictionary)]
    }
}
