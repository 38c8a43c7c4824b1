import Foundation
import ViperaCore
import Yams

/// Reading a spec module's typed values (`inputs`, an output's `parameters`) and its `outputs`.
extension ModuleSpec {
    /// What a list of typed values is, for its errors: a module's inputs or an output's parameters.
    struct ValueList {
        /// The key holding the list, e.g. `inputs`.
        let key: String
        /// One value: `input`, `parameter`.
        let noun: String
        /// One value with its article: `an input`.
        let indefinite: String
        /// What the values belong to, after their name: ` of output 'didFinish'`, or nothing.
        let owner: String

        static let inputs = ValueList(key: "inputs", noun: "input", indefinite: "an input", owner: "")

        static func parameters(of output: String) -> ValueList {
            ValueList(key: "parameters", noun: "parameter", indefinite: "a parameter", owner: " of output '\(output)'")
        }
    }

    /// A list of `{name, type}`: each name a Swift identifier used once, each type one Swift type.
    static func typedValues(_ node: Node, in document: YAMLDocument, as list: ValueList) throws(ConfigurationError) -> [ModuleInput] {
        guard let sequence = node.sequence else {
            throw ConfigurationError(file: document.file, node: node, message: "'\(list.key)'\(list.owner) must be a list of {name, type}")
        }
        var result: [ModuleInput] = []
        for item in sequence {
            var fields: [TypedValueKey: Node] = [:]
            for (key, value) in try document.mapping(item, keys: TypedValueKey.self, context: list.indefinite) { fields[key] = value }
            guard let nameNode = fields[.name], let typeNode = fields[.type] else {
                throw ConfigurationError(file: document.file, node: item, message: "\(list.indefinite) needs a 'name' and a 'type'")
            }
            let name = try identifier(nameNode, in: document, noun: list.noun, owner: list.owner)
            let type = try document.string(typeNode, key: "type").trimmingCharacters(in: .whitespaces)
            let described = "\(list.noun) '\(name)'\(list.owner)"
            if result.contains(where: { $0.name == name }) {
                throw ConfigurationError(file: document.file, node: nameNode, message: "\(described) is declared twice")
            }
            if type.isEmpty {
                throw ConfigurationError(file: document.file, node: typeNode, message: "\(described) needs a Swift type")
            }
            if let problem = SwiftTypeText.problem(in: type) {
                throw ConfigurationError(
                    file: document.file, node: typeNode, message: "\(described) has type '\(type)', which is not a Swift type: \(problem)"
                )
            }
            result.append(ModuleInput(name: name, type: type, location: location(of: nameNode, in: document)))
        }
        return result
    }

    /// A list of outputs, each a name (`didFinish`) or `{name, parameters}`.
    static func outputs(_ node: Node, in document: YAMLDocument) throws(ConfigurationError) -> [ModuleOutput] {
        guard let sequence = node.sequence else {
            throw ConfigurationError(
                file: document.file, node: node, message: "'outputs' must be a list of outputs, each a name or {name, parameters}"
            )
        }
        var result: [ModuleOutput] = []
        for item in sequence {
            var nameNode: Node? = item.scalar == nil ? nil : item
            var parametersNode: Node?
            if item.scalar == nil {
                for (key, value) in try document.mapping(item, keys: OutputKey.self, context: "an output") {
                    switch key {
                    case .name: nameNode = value
                    case .parameters: parametersNode = value
                    }
                }
            }
            guard let nameNode else {
                throw ConfigurationError(file: document.file, node: item, message: "an output needs a 'name'")
            }
            let name = try identifier(nameNode, in: document, noun: "output", owner: "")
            if result.contains(where: { $0.name == name }) {
                throw ConfigurationError(file: document.file, node: nameNode, message: "output '\(name)' is declared twice")
            }
            let parameters =
                try parametersNode.map { node throws(ConfigurationError) in
                    try typedValues(node, in: document, as: .parameters(of: name))
                } ?? []
            result.append(ModuleOutput(name: name, parameters: parameters, location: location(of: nameNode, in: document)))
        }
        return result
    }

    /// The string at `node`, which must be a Swift identifier and no keyword.
    private static func identifier(_ node: Node, in document: YAMLDocument, noun: String, owner: String) throws(ConfigurationError) -> String {
        let name = try document.string(node, key: "name")
        guard SwiftIdentifier.isIdentifier(name), !SwiftIdentifier.keywords.contains(name) else {
            throw ConfigurationError(file: document.file, node: node, message: "\(noun) name '\(name)'\(owner) is not a Swift identifier")
        }
        return name
    }

    /// `spec.yml:12`, or the file alone when the node has no position.
    private static func location(of node: Node, in document: YAMLDocument) -> String {
        document.file + (node.mark.map { ":\($0.line)" } ?? "")
    }
}
