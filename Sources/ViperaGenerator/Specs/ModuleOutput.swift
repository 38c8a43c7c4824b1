/// An event a module reports to the module that opened it, with typed parameters, e.g.
/// `didSelectPost(id: String)`: a method of its `<Module>Delegate` in the `viper` template, a
/// callback of `configure(…)` in `silver`.
public struct ModuleOutput: Sendable, Equatable {
    /// A Swift identifier, the method's (or callback's) base name.
    public let name: String
    /// The event's parameters, in order.
    public let parameters: [ModuleInput]
    /// Where the output is declared (`spec.yml:12`), for errors.
    public let location: String?

    public init(name: String, parameters: [ModuleInput] = [], location: String? = nil) {
        self.name = name
        self.parameters = parameters
        self.location = location
    }

    /// `didSelectPost(id: String, count: Int)`: how a method reporting it is declared.
    public var declaration: String {
        "\(name)(\(parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")))"
    }

    /// `didSelectPost(id: id, count: count)`: a call passing on parameters of the same names.
    public var call: String {
        "\(name)(\(parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")))"
    }

    /// How templates see it: `{{ output.name }}`, `{{ output.parameters }}` (each `{name, type}`),
    /// `{{ output.declaration }}`, `{{ output.call }}`, `{{ output.types }}` (`String, Int`, for
    /// a closure's type) and `{{ output.arguments }}` (`id, count`, for calling a closure).
    var dictionary: [String: Any] {
        [
            "name": name, "parameters": parameters.map(\.dictionary), "declaration": declaration, "call": call,
            "types": parameters.map(\.type).joined(separator: ", "), "arguments": parameters.map(\.name).joined(separator: ", "),
        ]
    }
}
