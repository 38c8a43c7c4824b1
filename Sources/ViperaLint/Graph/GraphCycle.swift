/// A reference cycle that `vipera lint` reports (a `reference-cycle` or `closure-capture-cycle`
/// finding), as the graph draws it in red.
public struct GraphCycle: Hashable, Sendable {
    /// The finding's rule.
    public let rule: RuleID
    public let severity: Severity
    public let message: String
    /// Where the finding is: the reference to change.
    public let file: String
    public let line: Int
    /// The cycle's references in order, the one to change first.
    public let steps: [CycleStep]

    init?(_ finding: Finding) {
        guard !finding.cycle.isEmpty else { return nil }
        rule = finding.ruleID
        severity = finding.severity
        message = finding.message
        file = finding.file
        line = finding.line
        steps = finding.cycle
    }

    /// The classes it runs through, in order.
    public var classes: [String] { steps.map(\.from) }
}
