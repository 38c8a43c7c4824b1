/// The `unused-suppression` rule: a `vipera:disable` comment that suppresses nothing is itself
/// reported, so stale suppressions do not pile up. It is applied with the suppressions, after
/// every other rule.
enum UnusedSuppression {
    static let description = RuleDescription(
        id: "unused-suppression",
        defaultSeverity: .warning,
        category: .hygiene,
        summary: "A vipera:disable comment suppresses nothing (or names an unknown rule).",
        triggering: [
            RuleExample("""
            final class LoginDefaultPresenter {
                ↓// vipera:disable:next weak-reference-required
                let count = 0
            }
            """),
            // A typo in the command, or no rule named: nothing is suppressed.
            RuleExample("""
            final class LoginDefaultPresenter {
                ↓// vipera:disable:nxt weak-reference-required
                let count = 0
                ↓// vipera:disable
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            protocol LoginPresenter: AnyObject {}
            final class LoginDefaultRouter {
                // vipera:disable:next weak-reference-required - the router keeps the module alive on purpose
                var presenter: (any LoginPresenter)?
                var other: (any LoginPresenter)? // vipera:disable:this weak-reference-required
            }
            """),
        ]
    )
}
