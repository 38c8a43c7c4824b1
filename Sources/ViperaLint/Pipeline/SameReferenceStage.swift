/// A run's same-reference stage: a reference reported both by a cycle rule and by an ownership
/// rule (a presenter's strong `view` that closes a cycle and that the architecture says must be
/// weak) is one problem with one fix, so it is reported once, by the cycle rule: the cycle proves
/// the leak the ownership rule predicts and names its other references. An ownership finding on
/// a reference no cycle goes through stays.
struct SameReferenceStage {
    func run(_ findings: [Finding]) -> [Finding] {
        let category = { (finding: Finding) in RuleRegistry.description(of: finding.ruleID)?.category }
        let cycles = Set(findings.filter { category($0) == .cycle }.map(Place.init))
        guard !cycles.isEmpty else { return findings }
        return findings.filter { category($0) != .ownership || !cycles.contains(Place($0)) }
    }

    /// Where a finding is: its file and range.
    private struct Place: Hashable {
        let file: String
        let range: SourceRange

        init(_ finding: Finding) {
            file = finding.file
            range = finding.range
        }
    }
}
