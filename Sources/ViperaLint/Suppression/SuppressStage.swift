/// A run's suppress stage: applies the files' `vipera:disable` comments to the rules' findings,
/// then runs the rules that check what the comments did (`SuppressionOutcomeRule`).
struct SuppressStage {
    let configuration: Configuration

    /// `findings` without those the comments in `files` suppress, with the findings of the rules
    /// run after suppression (at their configured severity).
    func run(_ findings: [Finding], files: [FileFacts]) -> [Finding] {
        var suppressions: [String: [SuppressionComment]] = [:]
        for file in files where !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
        let outcome = SuppressionFilter.apply(findings, suppressions: suppressions)
        var kept = outcome.kept
        for rule in RuleRegistry.afterSuppression {
            guard let severity = configuration.severity(of: rule.description.id) else { continue }
            kept += rule.init().check(outcome, configuration: configuration).map { $0.with(severity: severity) }
        }
        return kept
    }
}
