import Foundation
import ViperaCore
import ViperaSupport
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
///     outputs:
///       - {name: didDeletePost, parameters: [{name: id, type: String}]}
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
        /// Events it reports to the module that opened it.
        public var outputs: [ModuleOutput]
        /// The other modules of the spec it navigates to.
        public var routes: [Route]
        /// Where the module is listed (`spec.yml:12`), for errors.
        public var location: String
    }

    /// A module's route to another module of the spec.
    public struct Route: Sendable, Equatable {
        /// The target module's name.
        public var module: String
        /// Where the route is listed (`spec.yml:12`), for errors.
        public var location: String
    }

    /// The spec file, for errors and relative paths.
    public let file: URL
    public private(set) var defaultTemplate: String?
    public private(set) var defaultPath: String?
    public private(set) var defaultParameters: [String: String] = [:]
    public private(set) var modules: [Module] = []

    /// The keys of a spec file.
    enum FileKey: String, CaseIterable {
        case defaults, modules
    }

    /// The keys of `defaults:`.
    enum DefaultKey: String, CaseIterable {
        case template, path, parameters
    }

    /// The keys of a module.
    enum ModuleKey: String, CaseIterable {
        case name, template, path, parameters, inputs, outputs, routes
    }

    /// The keys of a typed value: an input, or a parameter of an output.
    enum TypedValueKey: String, CaseIterable {
        case name, type
    }

    /// The keys of an output written as a mapping.
    enum OutputKey: String, CaseIterable {
        case name, parameters
    }

    /// Reads a spec file (`defaults:` and `modules:`).
    public init(file: URL) throws(ConfigurationError) {
        self.file = file
        let text: String
        do { text = try FileReading.text(atPath: file.path) } catch { throw ConfigurationError(file: file.path, failure: error) }
        let document = try YAMLDocument(file: file.path, text: text)
        var modulesNode: Node?
        for (key, value) in try document.rootMapping(keys: FileKey.self) {
            switch key {
            case .modules: modulesNode = value
            case .defaults: try readDefaults(value, in: document)
            }
        }
        guard let modulesNode else {
            throw ConfigurationError(file: file.path, line: nil, message: "the spec has no 'modules' list")
        }
        modules = try Self.modules(modulesNode, in: document)
    }

    private mutating func readDefaults(_ node: Node, in document: YAMLDocument) throws(ConfigurationError) {
        for (key, value) in try document.mapping(node, keys: DefaultKey.self, context: "'defaults'") {
            switch key {
            case .template: defaultTemplate = try document.string(value, key: key.rawValue)
            case .path: defaultPath = try document.string(value, key: key.rawValue)
            case .parameters: defaultParameters = try document.parameters(value)
            }
        }
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
            var module = Module(name: "", template: nil, path: nil, parameters: [:], inputs: [], outputs: [], routes: [], location: location)
            for (key, value) in try document.mapping(item, keys: ModuleKey.self, context: "a module") {
                switch key {
                case .name: module.name = try document.string(value, key: key.rawValue)
                case .template: module.template = try document.string(value, key: key.rawValue)
                case .path: module.path = try document.string(value, key: key.rawValue)
                case .parameters: module.parameters = try document.parameters(value)
                case .inputs: module.inputs = try typedValues(value, in: document, as: .inputs)
                case .outputs: module.outputs = try outputs(value, in: document)
                case .routes:
                    for route in value.sequence ?? [value] {
                        let target = try document.string(route, key: "routes")
                        module.routes.append(Route(module: target, location: document.file + (route.mark.map { ":\($0.line)" } ?? "")))
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
        try checkOutputNames(of: result, routes: routeNodes, in: document)
        return result
    }
}
