import Foundation
import ViperaSupport

/// Turns findings into one output format (its name is its `ReporterKind`).
public protocol Reporter: Sendable {
    /// What the format is for, in one line (`vipera lint --help` lists it).
    static var summary: String { get }
    init()
    /// The whole output for a run (ends with a newline unless empty).
    func report(_ findings: [Finding], context: ReportContext) -> String
}

/// What reporters know about the run besides the findings.
public struct ReportContext: Sendable {
    /// The folder reported paths are relative to.
    public let root: URL
    /// How many files were checked.
    public let fileCount: Int
    /// The rules that were on, for formats that describe them (SARIF).
    public let rules: [RuleDescription]
    /// Colour for a terminal; only the `xcode` reporter, whose diagnostics people read, uses it.
    public var style = TerminalStyle.plain

    public init(root: URL, fileCount: Int, rules: [RuleDescription] = RuleRegistry.descriptions) {
        self.root = root
        self.fileCount = fileCount
        self.rules = rules
    }

    /// The description of the rule `id` among `rules`, if it is there.
    public func rule(_ id: RuleID) -> RuleDescription? {
        rules.first { $0.id == id }
    }

    /// The absolute path of a reported file.
    public func absolutePath(_ file: String) -> String {
        file.hasPrefix("/") ? file : root.appendingPathComponent(file).path
    }
}

/// Stable, readable JSON for the JSON-based reporters.
func encodeJSON(_ value: some Encodable) -> String {
    guard let text = try? JSONText.pretty(value) else { return "" }
    return text + "\n"
}
