import Foundation
import ViperaCore
import Yams

/// A module spec: many modules generated in one all-or-nothing run.
///
/// ```yaml
/// defaults:
///   template: viper
///   path: Sources/Modules
///   parameters: {}
/// modules:
///   - name: PostList
///     routes: [PostDetail]
///   - name: PostDetail
///     inputs:
///       - {name: postId, type: String}
/// ```
public struct ModuleSpec: Sendable {
    /// One module of the spec.
    public struct Module: Sendable, Equatable {
        public var name: String
        public var template: String?
        /// Where its folder goes, relative to the spec's folder.
        public var path: String?
        public var parameters: [String: String]
        public var inputs: [ModuleInput]
        /// Names of other modules of the spec it navigates to.
        public var routes: [String]
        /// Where the module is listed (`spec.yml:12`), for errors.
        public var location: String
    }

    /// The spec file, for errors and relative paths.
    public let file: URL
    public private(set) var defaultTemplate: String?
    public private(set) var defaultPath: String?
    public private(set) var defaultParameters: [String: String] = [:]
    public private(set) var modules: [Module] = []

    static let fileKeys: Set<String> = ["defaults", "modules"]
    static let defaultKeys: Set<String> = ["template", "path", "parameters"]
    static let moduleKeys: Set<String> = ["name", "template", "path", "parameters", "inputs", "routes"]

    /// Reads a spec file (`defaults:` and `modules:`).
    public init(file: URL) throws(ConfigurationError) {
        self.file = file
        let text: String
        do { text = try FileReading.text(atPath: file.path) } catch { throw ConfigurationError(file: file.path, failure: error) }
        let document = try YAMLDocument(file: file.path, text: text)
        var modulesNode: Node?
        for (key, value) in try document.rootMapping(allowedKeys: Self.fileKeys) {
            if key == "modules" { modulesNode = value; continue }
            for (defaultKey, node) in try document.mapping(value, allowedKeys: Self.defaultKeys, context: "'defaults'") {
                switch defaultKey {
                case "template": defaultTemplate = try document.string(node, key: defaultKey)
                case "path": defaultPath = try document.string(node, key: defaultKey)
                default: defaultParameters = try document.parameters(node)
                }
            }
        }
        guard let modulesNode else {
            throw ConfigurationError(file: file.path, line: nil, message: "the spec has no 'modules' list")
        }
        modules = try Self.modules(modulesNode, in: document)
    }

    /// The `modules:` list of a project file; its defaults are the file's own keys.
    public init(projectFile: ProjectFile, modules node: Node) throws(ConfigurationError) {
        file = projectFile.url
        modules = try Self.modules(node, in: projectFile.document)
    }

    private static func modules(_ node: Node, in document: YAMLDocument) throws(ConfigurationError) -> [Module] {
        guard let sequence = node.sequence, !sequence.isEmpty else {
            throw ConfigurationError(file: document.file, node: node, message: "'modules' must be a non-empty list")
        }
        var result: [Module] = []
        var routeNodes: [(from: String, target: String, node: Node)] = []
        for item in sequence {
            let location = document.file + (item.mark.map { ":\($0.line)" } ?? "")
            var module = Module(name: "", template: nil, path: nil, parameters: [:], inputs: [], routes: [], location: location)
            for (key, value) in try document.mapping(item, allowedKeys: moduleKeys, context: "a module") {
                switch key {
                case "name": module.name = try document.string(value, key: key)
                case "template": module.template = try document.string(value, key: key)
                case "path": module.path = try document.string(value, key: key)
                case "parameters": module.parameters = try document.parameters(value)
                case "inputs": module.inputs = try inputs(value, in: document)
                default:
                    for route in value.sequence ?? [value] {
                        let target = try document.string(route, key: "routes")
                        module.routes.append(target)
                        routeNodes.append((module.name, target, route))
                    }
                }
            }
            if module.name.isEmpty {
                throw ConfigurationError(file: document.file, node: item, message: "a module needs a 'name'")
            }
            if result.contains(where: { $0.name == module.name }) {
                throw ConfigurationError(file: document.file, node: item, message: "module '\(module.name)' is listed twice")
            }
            result.append(module)
        }
        for route in routeNodes where !result.contains(where: { $0.name == route.target }) {
            throw ConfigurationError(
                file: document.file, node: route.node,
                message: "module '\(route.from)' routes to '\(route.target)', which the spec does not define"
            )
        }
        return result
    }

    private static func inputs(_ node: Node, in document: YAMLDocument) throws(ConfigurationError) -> [ModuleInput] {
        guard let sequence = node.sequence else {
            throw ConfigurationError(file: document.file, node: node, message: "'inputs' must be a list of {name, type}")
        }
        var result: [ModuleInput] = []
        for item in sequence {
            var fields: [String: Node] = [:]
            for (key, value) in try document.mapping(item, allowedKeys: ["name", "type"], context: "an input") { fields[key] = value }
            guard let nameNode = fields["name"], let typeNode = fields["type"] else {
                throw ConfigurationError(file: document.file, node: item, message: "an input needs a 'name' and a 'type'")
            }
            let name = try document.string(nameNode, key: "name")
            let type = try document.string(typeNode, key: "type").trimmingCharacters(in: .whitespaces)
            guard SwiftIdentifier.isIdentifier(name), !SwiftIdentifier.keywords.contains(name) else {
                throw ConfigurationError(file: document.file, node: nameNode, message: "input name '\(name)' is not a Swift identifier")
            }
            if result.contains(where: { $0.name == name }) {
                throw ConfigurationError(file: document.file, node: nameNode, message: "input '\(name)' is declared twice")
            }
            if type.isEmpty {
                throw ConfigurationError(file: document.file, node: typeNode, message: "input '\(name)' needs a Swift type")
            }
            if let problem = SwiftTypeText.problem(in: type) {
                throw ConfigurationError(
                    file: document.file, node: typeNode, message: "input '\(name)' has type '\(type)', which is not a Swift type: \(problem)"
                )
            }
            let line = nameNode.mark.map { ":\($0.line)" } ?? ""
            result.append(ModuleInput(name: name, type: type, location: document.file + line))
        }
        return result
    }
}
