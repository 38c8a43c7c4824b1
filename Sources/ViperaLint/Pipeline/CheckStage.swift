import ViperaSupport

/// The check stage: every enabled rule's findings on each index, at its configured severity,
/// before suppressions. The rules only read an index: they run side by side. A finding the shared
/// code gives with several apps' indexes is kept once; an app checked with its own naming
/// reports its own files only.
struct CheckStage {
    let configuration: Configuration

    func run(_ indexes: FactIndexes) -> [Finding] {
        var findings: [Finding] = []
        for part in indexes { findings += check(part.index).filter { part.reported?.contains($0.file) ?? true } }
        guard indexes.count > 1 else { return findings }
        var seen: Set<Finding> = []
        return findings.filter { seen.insert($0).inserted }
    }

    private func check(_ index: FactIndex) -> [Finding] {
        let configuration = configuration
        return Concurrently.map(RuleRegistry.checks) { rule -> [Finding] in
            guard let severity = configuration.severity(of: rule.description.id) else { return [] }
            return rule.init().check(index).map { $0.with(severity: severity).placed(among: index.modules) }
        }.flatMap { $0 }
    }
}
