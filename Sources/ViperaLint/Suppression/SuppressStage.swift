/// A run's suppress stage: drops the naming, boundary and ownership findings in generated
/// files, applies the files' `vipera:disable` comments to the rest, then runs the rules that
/// check what the comments did (`SuppressionOutcomeRule`).
struct SuppressStage {
    let configuration: Configuration

    /// `findings` without those about what a generator chose in generated `files` and those the
    /// comments in `files` suppress, with the findings of the rules run after suppression (at
    /// their configured severity).
    func run(_ findings: [Finding], files: [FileFacts]) -> [Finding] {
        let generated = Set(files.lazy.filter(\.isGenerated).map(\.path))
        let findings = generated.isEmpty ? findings : findings.filter { !(generated.contains($0.file) && Self.isTheGenerators($0)) }
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

    /// Whether `finding`, in a generated file, is about what the generator chose: its names,
    /// imports and references by role, which its next run writes again. A cycle stays: the leak
    /// is real, and the message names the type the app uses.
    private static func isTheGenerators(_ finding: Finding) -> Bool {
        guard let category = RuleRegistry.description(of: finding.ruleID)?.category else { return false }
        return [.naming, .boundary, .ownership].contains(category)
    }
}
