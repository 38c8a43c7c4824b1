import Foundation

/// What to generate: the command line's arguments, as values.
public struct GenerationRequest: Sendable {
    /// The module name as the user typed it (it is validated and capitalised).
    public var module: String
    /// The template's name; `nil` for `templateDirectory`, else the project's default.
    public var template: String?
    /// A template folder to use when no template name is given (`--template-dir`): a vipera or
    /// a Generamba template.
    public var templateDirectory: URL?
    /// Where the module folder goes; `nil` for `output:` from `.vipera.yml`, else the working folder.
    public var outputDirectory: URL?
    /// Where the template's test files go; `nil` for `<Module>Tests` in `tests_path` from
    /// `.vipera.yml`, else in `Tests` of the working folder.
    public var testsDirectory: URL?
    /// Whether the template's test files are generated (`--no-tests` turns them off).
    public var includesTests: Bool = true
    /// `--param` values by name.
    public var parameters: [String: String]
    /// `--author`; `nil` for `.vipera.yml`, then git's `user.name`, then `$USER`.
    public var author: String?
    /// The date in file headers; `nil` for `$SOURCE_DATE_EPOCH`, else now.
    public var date: Date?
    /// A folder searched for templates before all others (`--templates`).
    public var extraTemplatesDirectory: URL?
    /// Typed values the module is built with (module specs).
    public var inputs: [ModuleInput] = []
    /// Events the module reports to the module that opened it (module specs).
    public var outputs: [ModuleOutput] = []
    /// Modules this module navigates to (module specs).
    public var routes: [ModuleRoute] = []
    /// The target the module joins (`--target`): in a Swift package, the target whose folder it
    /// goes in; in an Xcode project, the target that builds it. `nil` for `target:` from
    /// `.vipera.yml`, else the only candidate.
    public var target: String?

    public init(
        module: String, template: String? = nil, outputDirectory: URL? = nil, testsDirectory: URL? = nil,
        parameters: [String: String] = [:], author: String? = nil, date: Date? = nil,
        extraTemplatesDirectory: URL? = nil, templateDirectory: URL? = nil
    ) {
        self.module = module
        self.template = template
        self.outputDirectory = outputDirectory
        self.testsDirectory = testsDirectory
        self.parameters = parameters
        self.author = author
        self.date = date
        self.extraTemplatesDirectory = extraTemplatesDirectory
        self.templateDirectory = templateDirectory
    }

    /// Parses `--param` arguments written `key=value`.
    public static func parameters(from arguments: [String]) throws(GenerationError) -> [String: String] {
        var result: [String: String] = [:]
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                throw .malformedParameter(argument)
            }
            result[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
        }
        return result
    }
}
