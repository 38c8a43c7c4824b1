/// Code Climate issues, the JSON array GitLab reads as a Code Quality report
/// (`artifacts: reports: codequality:`): each finding with its rule as `check_name`, a
/// fingerprint that survives edits above it (`FindingIdentity`), its lines, and a cycle's other
/// references as `other_locations`.
public struct CodeClimateReporter: Reporter {
    public static let summary = "Code Climate issues, for GitLab Code Quality."
    public init() {}

    private struct Issue: Encodable {
        let type = "issue"
        let checkName: String
        let description: String
        let content: Content?
        let categories: [String]
        let severity: String
        let fingerprint: String
        let location: Location
        let otherLocations: [Location]?

        enum CodingKeys: String, CodingKey {
            case type
            case checkName = "check_name"
            case description, content, categories, severity, fingerprint, location
            case otherLocations = "other_locations"
        }
    }

    private struct Content: Encodable { let body: String }

    private struct Location: Encodable {
        let path: String
        let lines: Lines

        init(_ file: String, _ range: SourceRange) {
            path = file
            lines = Lines(begin: range.start.line, end: max(range.end.line, range.start.line))
        }
    }

    private struct Lines: Encodable {
        let begin: Int
        let end: Int
    }

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let issues = zip(findings, FindingIdentity.keys(of: findings)).map { finding, identity in
            let rule = context.rule(finding.ruleID)
            return Issue(
                checkName: finding.ruleID.rawValue, description: finding.message,
                content: rule.map { Content(body: "\($0.summary)\n\nSee `vipera rules \($0.id)`.") },
                categories: [Self.category(rule?.category)], severity: finding.severity == .error ? "critical" : "minor",
                fingerprint: FindingIdentity.digest(identity), location: Location(finding.file, finding.range),
                otherLocations: finding.related.isEmpty ? nil : finding.related.map { Location($0.file, $0.range) }
            )
        }
        return encodeJSON(issues)
    }

    /// The Code Climate category of a rule category.
    private static func category(_ category: RuleCategory?) -> String {
        switch category {
        case .naming: "Style"
        case .ownership, .cycle, .none: "Bug Risk"
        case .boundary, .hygiene: "Clarity"
        }
    }
}
