import ViperaSupport

/// The check stage: every enabled rule's findings on each index, at its configured severity,
/// before suppressions. The rules only read an index: they run side by side. A finding the shared
/// code gives with several apps' indexes is kept once, as the first index gives it, even where
/// its message counts what that index holds (`file-name`'s "61 of 67 files declaring one type"
/// with one app, "59 of 65" with another); an app checked with its own naming reports its own
/// files only.
struct CheckStage {
    let configuration: Configuration

    func run(_ indexes: FactIndexes) -> [Finding] {
        var findings: [Finding] = []
        var earlier: Set<Place> = []
        for part in indexes {
            let own = check(part.index).filter { (part.reported?.contains($0.file) ?? true) && !earlier.contains(Place($0)) }
            findings += own
            earlier.formUnion(own.map(Place.init))
        }
        guard indexes.count > 1 else { return findings }
        var seen: Set<Finding> = []
        return findings.filter { seen.insert($0).inserted }
    }

    /// What a finding is about, whatever its message says: the rule, the place and the symbol.
    private struct Place: Hashable {
        let ruleID: RuleID
        let file: String
        let range: SourceRange
        let symbol: String

        init(_ finding: Finding) {
            (ruleID, file, range, symbol) = (finding.ruleID, finding.file, finding.range, finding.symbol)
        }
    }

    private func check(_ index: FactIndex) -> [Finding] {
        let configuration = configuration
        return Concurrently.map(RuleRegistry.checks) { rule -> [Finding] in
            guard let severity = configuration.severity(of: rule.description.id) else { return [] }
            return rule.init().check(index).map { $0.with(severity: severity).placed(among: index.modules) }
        }.flatMap { $0 }
    }
}
