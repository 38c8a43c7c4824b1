import Yams

extension YAMLDocument {
    /// A `parameters:` mapping (of `.vipera.yml`, or of a module spec's defaults or module):
    /// template parameter names to their values, each a single value.
    public func parameters(_ node: Node) throws(ConfigurationError) -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in try mapping(node, context: "'parameters'") {
            values[name] = try string(value, key: name)
        }
        return values
    }
}
