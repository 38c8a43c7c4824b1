import ViperaCore
import Yams

/// A template's `template.yml`: what it is, which profile its output satisfies and which
/// parameters it takes.
///
/// ```yaml
/// summary: VIPER module with a Builder
/// profile: viper
/// includes: _includes     # snippets for {% include %}, not written out
/// tests: Tests            # rendered to the tests folder instead of the module folder
/// entryPoint: viper-builder # how modules of other templates open a module of this one
/// routes: true            # whether it renders a module spec's routes
/// moduleFolder: false     # paths start at the folder holding the role folders (a project laid out by role)
/// parameters:
///   - name: presentation
///     type: choice
///     choices: [modal, push]
///     default: modal
///     description: How the module is shown
/// ```
public struct TemplateManifest: Sendable, Equatable {
    /// One line describing the template.
    public var summary: String?
    /// The lint profile the template's output must satisfy (`profile:`; `architecture:` is the
    /// older spelling of the same key).
    public var profile: ProfileName?
    /// The folder holding snippets for `{% include %}`; never written out.
    public var includes: String = "_includes"
    /// The folder holding test files, which go to the tests folder.
    public var tests: String?
    /// The declared parameters, in manifest order.
    public var parameters: [TemplateParameter] = []
    /// How other modules open a module of this template (`entryPoint:`): a name for the types and
    /// calls a route to it uses, e.g. `viper-builder`. A template's routes open their targets
    /// through its own entry point, so a spec route joins modules of one template, or of
    /// templates naming the same entry point.
    public var entryPoint: String?
    /// Whether the template renders a module spec's `routes` (`routes:`); `nil` when it does not
    /// say.
    public var rendersRoutes: Bool?
    /// Whether a module's files go in a folder of their own below the output folder
    /// (`moduleFolder:`, true unless it says false). A template of a project laid out by role
    /// (`Interactors/`, `Presenters/`, each holding every module's file of that role) says false:
    /// its paths start at the folder holding the role folders
    /// (`Interactors/{{ module }}Interactor.swift`), which is the output folder.
    public var hasModuleFolder = true

    /// The keys of `template.yml`.
    enum Key: String, CaseIterable {
        case summary, profile, includes, tests, parameters, entryPoint, routes, moduleFolder
        /// The older spelling of `profile`.
        case architecture
    }

    /// The keys of a declared parameter.
    enum ParameterKey: String, CaseIterable {
        case name, type, choices, `default`, description
    }

    /// The manifest of a template that has none.
    public init() {}

    /// Parses a manifest; `file` names it in errors.
    public init(file: String, text: String) throws(ConfigurationError) {
        let document = try YAMLDocument(file: file, text: text)
        for (key, value) in try document.rootMapping(keys: Key.self) {
            switch key {
            case .summary: summary = try document.string(value, key: key.rawValue)
            case .profile, .architecture:
                if profile != nil {
                    throw ConfigurationError(file: document.file, node: value, message: "'profile' is given twice ('architecture' is its older name)")
                }
                profile = ProfileName(rawValue: try document.string(value, key: key.rawValue))
            case .includes: includes = try document.string(value, key: key.rawValue)
            case .tests: tests = try document.string(value, key: key.rawValue)
            case .parameters: parameters = try Self.parameters(value, in: document)
            case .entryPoint:
                let name = try document.string(value, key: key.rawValue)
                guard !name.isEmpty else { throw ConfigurationError(file: document.file, node: value, message: "'entryPoint' must name an entry point") }
                entryPoint = name
            case .routes: rendersRoutes = try Self.bool(value, key: key, in: document)
            case .moduleFolder: hasModuleFolder = try Self.bool(value, key: key, in: document)
            }
        }
    }

    /// The value of a key that is true or false.
    private static func bool(_ node: Node, key: Key, in document: YAMLDocument) throws(ConfigurationError) -> Bool {
        switch try document.string(node, key: key.rawValue) {
        case "true": return true
        case "false": return false
        case let other: throw ConfigurationError(file: document.file, node: node, message: "'\(key.rawValue)' must be true or false, not '\(other)'")
        }
    }

    private static func parameters(_ node: Node, in document: YAMLDocument) throws(ConfigurationError) -> [TemplateParameter] {
        guard let sequence = node.sequence else {
            throw ConfigurationError(file: document.file, node: node, message: "'parameters' must be a list")
        }
        var result: [TemplateParameter] = []
        for item in sequence {
            let parameter = try parameter(item, in: document)
            if result.contains(where: { $0.name == parameter.name }) {
                throw ConfigurationError(file: document.file, node: item, message: "parameter '\(parameter.name)' is declared twice")
            }
            result.append(parameter)
        }
        return result
    }

    private static func parameter(_ node: Node, in document: YAMLDocument) throws(ConfigurationError) -> TemplateParameter {
        var fields: [ParameterKey: Node] = [:]
        for (key, value) in try document.mapping(node, keys: ParameterKey.self, context: "a parameter") {
            fields[key] = value
        }
        guard let nameNode = fields[.name] else {
            throw ConfigurationError(file: document.file, node: node, message: "a parameter needs a 'name'")
        }
        let name = try document.string(nameNode, key: "name")
        guard SwiftIdentifier.isIdentifier(name) else {
            throw ConfigurationError(file: document.file, node: nameNode, message: "parameter name '\(name)' must be an identifier")
        }
        let typeName = try fields[.type].map { node throws(ConfigurationError) in try document.string(node, key: "type") } ?? "string"
        let kind: TemplateParameter.Kind
        switch typeName {
        case "string": kind = .string
        case "bool": kind = .bool
        case "list": kind = .list
        case "choice":
            guard let choicesNode = fields[.choices] else {
                throw ConfigurationError(file: document.file, node: node, message: "choice parameter '\(name)' needs 'choices'")
            }
            kind = .choice(try document.strings(choicesNode, key: "choices"))
        default:
            throw ConfigurationError(
                file: document.file, node: fields[.type],
                message: "parameter '\(name)' has unknown type '\(typeName)' (string, bool, choice or list)"
            )
        }
        let defaultValue = try fields[.default].map { node throws(ConfigurationError) in try document.string(node, key: "default") }
        let description = try fields[.description].map { node throws(ConfigurationError) in try document.string(node, key: "description") }
        let parameter = TemplateParameter(name: name, kind: kind, defaultValue: defaultValue, description: description)
        if let defaultValue, parameter.value(from: defaultValue) == nil {
            throw ConfigurationError(
                file: document.file, node: fields[.default],
                message: "default '\(defaultValue)' of parameter '\(name)' is not one of: \(parameter.acceptedValues)"
            )
        }
        return parameter
    }
}
