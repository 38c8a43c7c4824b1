/// The output formats of `vipera lint`, each the name `--reporter` takes: the registry of
/// reporters, in the order `--help` lists them (`RegistryTests` checks that none is missing).
public enum ReporterKind: String, CaseIterable, Sendable {
    case xcode
    case json
    case sarif
    case githubActions = "github-actions"
    case junit
    case checkstyle
    case summary
    case codeclimate
    case sonarqube
    case markdown
    case html

    /// The reporter writing this format.
    public var reporter: any Reporter { type.init() }

    /// What the format is for, in one line (`vipera lint --help` lists it).
    public var summary: String { type.summary }

    /// The type of the reporter writing this format.
    public var type: any Reporter.Type {
        switch self {
        case .xcode: XcodeReporter.self
        case .json: JSONReporter.self
        case .sarif: SARIFReporter.self
        case .githubActions: GitHubActionsReporter.self
        case .junit: JUnitReporter.self
        case .checkstyle: CheckstyleReporter.self
        case .summary: SummaryReporter.self
        case .codeclimate: CodeClimateReporter.self
        case .sonarqube: SonarQubeReporter.self
        case .markdown: MarkdownReporter.self
        case .html: HTMLReporter.self
        }
    }
}
