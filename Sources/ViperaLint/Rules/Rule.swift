import Foundation
import ViperaCore

/// A rule: its documentation and the profiles it checks. Each rule lives in its own file and
/// declares its id, default severity, one-line summary and the examples that trigger it and that
/// must not; the examples run as its tests and are shown by `vipera rules <id>`. A `Rule` checks
/// the codebase's facts; a `SuppressionOutcomeRule` checks what the suppression comments did.
public protocol DescribedRule: Sendable {
    /// The rule's documentation.
    static var description: RuleDescription { get }
    /// Whether `profile` holds the data the rule checks (`vipera rules --profile`).
    static func applies(to profile: Profile) -> Bool
}

extension DescribedRule {
    /// Most rules check every profile.
    public static func applies(to profile: Profile) -> Bool { true }

    /// A finding of this rule, at its default severity.
    static func finding(
        _ message: String, file: String, range: SourceRange, symbol: String, related: [FindingLocation] = [], cycle: [CycleStep] = []
    ) -> Finding {
        Finding(
            ruleID: description.id, severity: description.defaultSeverity, message: message, file: file, range: range,
            symbol: symbol, related: related, cycle: cycle
        )
    }
}

/// A check over the whole codebase's facts, run before the suppression comments are applied.
public protocol Rule: DescribedRule {
    init()
    /// What the rule finds in `index`, at its default severity (the validator gives each finding
    /// its configured one).
    func check(_ index: FactIndex) -> [Finding]
}

/// A check of what the suppression comments did (which suppressed nothing, which are malformed),
/// run after they were applied; its findings are not themselves suppressible.
protocol SuppressionOutcomeRule: DescribedRule {
    init()
    /// What the rule finds in `outcome`, at its default severity, under `configuration`.
    func check(_ outcome: SuppressionFilter.Outcome, configuration: Configuration) -> [Finding]
}

/// A rule's id, default severity, category, summary and examples.
public struct RuleDescription: Sendable {
    /// The id used in configuration, suppressions and reports, e.g. `reference-cycle`.
    public let id: RuleID
    public let defaultSeverity: Severity
    /// What the rule guards.
    public let category: RuleCategory
    /// One line on what the rule finds.
    public let summary: String
    /// The profile the examples are checked with.
    public let profile: ProfileName
    /// Code the rule reports; `↓` marks where each finding starts.
    public let triggeringExamples: [RuleExample]
    /// Code the rule must not report.
    public let nonTriggeringExamples: [RuleExample]
    /// Whether a `vipera:disable` comment silences the rule's findings: not for findings about
    /// the comments themselves, or about a file that cannot be read.
    public let isSuppressible: Bool

    public init(
        id: RuleID, defaultSeverity: Severity, category: RuleCategory, summary: String, profile: ProfileName = .viper,
        triggering: [RuleExample], nonTriggering: [RuleExample], isSuppressible: Bool = true
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.category = category
        self.summary = summary
        self.profile = profile
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
        self.isSuppressible = isSuppressible
    }
}

/// One example codebase: one or more files. In triggering examples `↓` marks where each
/// finding of the rule starts, and `messages` says what each finding says.
public struct RuleExample: Sendable {
    /// The marker for expected finding positions.
    public static let marker: Character = "↓"

    /// The files, by name, with markers.
    public private(set) var files: [(name: String, source: String)]
    /// The names of the naming conventions the example is checked under; empty for the
    /// profile's default (vipera).
    public let conventions: [String]
    /// The messages of the example's findings, ordered by file name and then position.
    public let messages: [String]
    /// For a triggering example of a rule with fixes, the files `vipera lint --fix` changes, as
    /// it leaves them (by name); empty when it refuses to fix the example.
    public let fixed: [String: String]
    /// Where the example is written (the caller of its initializer), for test failures.
    public let location: Location

    /// A place in vipera's sources.
    public struct Location: Sendable {
        public let fileID: String
        public let filePath: String
        public let line: Int
        public let column: Int
    }

    /// A single-file example.
    public init(
        _ source: String, file: String = "Example.swift", conventions: [String] = [], messages: [String] = [], fixed: String? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            files: [(file, source)], conventions: conventions, messages: messages, fixed: fixed.map { [file: $0] } ?? [:],
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    /// A multi-file example.
    public init(
        files: [(name: String, source: String)], conventions: [String] = [], messages: [String] = [], fixed: [String: String] = [:],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.files = files
        self.conventions = conventions
        self.messages = messages
        self.fixed = fixed
        location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The same example with each file's source (markers included) changed by `transform`.
    public func mapSources(_ transform: (String) -> String) -> RuleExample {
        var copy = self
        copy.files = files.map { ($0.name, transform($0.source)) }
        return copy
    }

    /// The files without markers, ready to check.
    public var inputs: [SourceInput] {
        files.map { SourceInput(path: $0.name, text: $0.source.replacingOccurrences(of: String(Self.marker), with: "")) }
    }

    /// Where the markers are, as (file, line, column) in the files without markers.
    public var markedPositions: [(file: String, position: SourcePosition)] {
        files.flatMap { file in
            var positions: [(String, SourcePosition)] = []
            for (lineIndex, line) in file.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var column = 1
                for character in line {
                    if character == Self.marker {
                        positions.append((file.name, SourcePosition(line: lineIndex + 1, column: column)))
                    } else {
                        column += character.utf8.count
                    }
                }
            }
            return positions
        }
    }
}
