/// SonarQube's generic issue import format (`sonar.externalIssuesReportPaths`, SonarQube 10.3 and
/// later): the rules that found something, each with its Clean Code attribute and its impact on a
/// software quality, and the issues with their lines and a cycle's other references as
/// `secondaryLocations`. Paths are relative to the folder of `.vipera.yml`, which should be the
/// scan's `sonar.projectBaseDir`.
public struct SonarQubeReporter: Reporter {
    public static let summary = "SonarQube's generic issue import format."
    public init() {}

    private struct Report: Encodable {
        let rules: [Rule]
        let issues: [Issue]
    }

    private struct Rule: Encodable {
        let id: String
        let name: String
        let description: String
        let engineId = "vipera"
        let cleanCodeAttribute: String
        let impacts: [Impact]
    }

    private struct Impact: Encodable {
        let softwareQuality: String
        let severity: String
    }

    private struct Issue: Encodable {
        let ruleId: String
        let primaryLocation: Location
        let secondaryLocations: [Location]?
    }

    private struct Location: Encodable {
        let message: String
        let filePath: String
        let textRange: TextRange
    }

    /// Lines only: SonarQube counts columns from 0 in characters, vipera from 1 in UTF-8 bytes.
    private struct TextRange: Encodable {
        let startLine: Int
        let endLine: Int

        init(_ range: SourceRange) {
            startLine = range.start.line
            endLine = max(range.end.line, range.start.line)
        }
    }

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var severities: [RuleID: Severity] = [:]
        for finding in findings { severities[finding.ruleID] = max(severities[finding.ruleID] ?? finding.severity, finding.severity) }
        let rules = severities.keys.sorted().map { id in
            let description = context.rule(id)
            let (quality, attribute) = Self.classification(description?.category)
            return Rule(
                id: id.rawValue, name: Self.name(of: id.rawValue), description: description?.summary ?? id.rawValue, cleanCodeAttribute: attribute,
                impacts: [Impact(softwareQuality: quality, severity: severities[id] == .error ? "HIGH" : "MEDIUM")]
            )
        }
        let issues = findings.map { finding in
            Issue(
                ruleId: finding.ruleID.rawValue,
                primaryLocation: Location(message: finding.message, filePath: finding.file, textRange: TextRange(finding.range)),
                secondaryLocations: finding.related.isEmpty
                    ? nil
                    : finding.related.map {
                        Location(message: "also part of this", filePath: $0.file, textRange: TextRange($0.range))
                    }
            )
        }
        return encodeJSON(Report(rules: rules, issues: issues))
    }

    /// `weak-reference-required` → `Weak reference required`.
    private static func name(of id: String) -> String {
        let words = id.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The software quality a category's findings hurt, and the Clean Code attribute they break.
    private static func classification(_ category: RuleCategory?) -> (quality: String, attribute: String) {
        switch category {
        case .naming: ("MAINTAINABILITY", "IDENTIFIABLE")
        case .ownership, .cycle, .none: ("RELIABILITY", "LOGICAL")
        case .boundary: ("MAINTAINABILITY", "MODULAR")
        case .hygiene: ("MAINTAINABILITY", "CLEAR")
        }
    }
}
