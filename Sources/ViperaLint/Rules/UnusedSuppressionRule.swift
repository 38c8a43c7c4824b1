/// A `vipera:disable` comment that suppresses nothing is itself reported, so stale suppressions
/// do not pile up; so is a malformed one. It judges what the comments did to the other rules'
/// findings, so the validator runs it on the suppressions' outcome (`check(_:configuration:)`),
/// after every other rule: the facts alone (`check(_:)`) show it nothing.
struct UnusedSuppressionRule: SuppressionOutcomeRule {
    static let description = RuleDescription(
        id: "unused-suppression",
        defaultSeverity: .warning,
        category: .hygiene,
        summary: "A vipera:disable comment suppresses nothing (or names an unknown rule).",
        triggering: [
            RuleExample(
                """
                final class LoginDefaultPresenter {
                    ↓// vipera:disable:next weak-reference-required
                    let count = 0
                }
                """,
                messages: [
                    "this vipera:disable of weak-reference-required suppresses nothing; remove it"
                ]),
            // A typo in the command, or no rule named: nothing is suppressed.
            RuleExample(
                """
                final class LoginDefaultPresenter {
                    ↓// vipera:disable:nxt weak-reference-required
                    let count = 0
                    ↓// vipera:disable
                }
                """,
                messages: [
                    "vipera:disable:nxt is no suppression command (disable, disable:next, disable:this, disable:previous, enable); it suppresses nothing",
                    "vipera:disable names no rule; it suppresses nothing (name the rule ids, see `vipera rules`)",
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                protocol LoginPresenter: AnyObject {}
                final class LoginDefaultRouter {
                    // vipera:disable:next weak-reference-required - the router keeps the module alive on purpose
                    var presenter: (any LoginPresenter)?
                    var other: (any LoginPresenter)? // vipera:disable:this weak-reference-required
                    func attach(_ presenter: any LoginPresenter) { (self.presenter, other) = (presenter, presenter) }
                }
                """)
        ],
        // Findings about the comments are not themselves silenced by comments.
        isSuppressible: false
    )

    /// The malformed comments, and each rule a comment disables in vain (unless that rule is off).
    func check(_ outcome: SuppressionFilter.Outcome, configuration: Configuration) -> [Finding] {
        var findings: [Finding] = []
        for (file, comment) in outcome.malformed {
            guard let problem = comment.problem else { continue }
            findings.append(
                Self.finding(
                    problem, file: file, range: comment.range, symbol: Symbol.key(module: nil, file, "line \(comment.range.start.line)")
                ))
        }
        for (file, comment, ruleID) in outcome.unused {
            let known = RuleRegistry.description(of: ruleID) != nil
            guard !known || configuration.severity(of: ruleID) != nil else { continue }
            let message =
                known
                ? "this vipera:disable of \(ruleID) suppresses nothing; remove it"
                : "vipera:disable names the unknown rule '\(ruleID)'"
            findings.append(Self.finding(message, file: file, range: comment.range, symbol: Symbol.key(module: nil, file, ruleID.rawValue)))
        }
        return findings
    }
}
