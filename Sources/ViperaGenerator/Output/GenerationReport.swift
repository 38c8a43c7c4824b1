/// What `vipera generate` prints: the plan for `--dry-run`, the written files otherwise.
public struct GenerationReport {
    public let prepared: Generator.Prepared

    public init(prepared: Generator.Prepared) {
        self.prepared = prepared
    }

    private var source: String {
        "module \(prepared.module.value) from template '\(prepared.template.name)' (\(prepared.template.origin.kind))"
    }

    /// Every planned path marked new, unchanged or conflict, and the counts.
    public func dryRun() -> String {
        let plan = prepared.plan
        let tree = FileTree(items: plan.entries.map { ($0.displayPath, $0.status.rawValue) })
        return "Dry run: \(source); nothing was written.\n" + tree.render()
            + "\(plan.entries.count) files: \(plan.newFiles.count) new, \(plan.unchanged.count) unchanged, "
            + "\(plan.conflicts.count) conflicts\n"
    }

    /// The written files as a tree, then what was left alone.
    public func summary(written: [GenerationPlan.Entry], policy: ConflictPolicy) -> String {
        let plan = prepared.plan
        var output = "Generated \(source)\n"
        if !written.isEmpty {
            let overwritten = Set(plan.conflicts.map(\.displayPath))
            output += FileTree(items: written.map { ($0.displayPath, overwritten.contains($0.displayPath) ? "overwritten" : nil) }).render()
        }
        var counts = ["\(written.count) written"]
        if !plan.unchanged.isEmpty { counts.append("\(plan.unchanged.count) unchanged") }
        if policy == .skip, !plan.conflicts.isEmpty {
            counts.append("\(plan.conflicts.count) kept: \(plan.conflicts.map(\.displayPath).joined(separator: ", "))")
        }
        return output + counts.joined(separator: ", ") + "\n"
    }
}
