import ViperaCore
import ViperaSupport

/// What `vipera generate` prints: the plan for `--dry-run`, the written files otherwise.
public struct GenerationReport {
    /// What was generated, e.g. `module Login from template 'viper' (built-in)`.
    public let title: String
    public let plan: GenerationPlan

    public init(title: String, plan: GenerationPlan) {
        self.title = title
        self.plan = plan
    }

    /// The report of one module.
    public init(prepared: Generator.Prepared) {
        self.init(
            title: "module \(prepared.module.value) from template '\(prepared.template.name)' (\(prepared.template.origin))",
            plan: prepared.plan
        )
    }

    /// Every planned path marked new, unchanged or conflict, and the counts.
    public func dryRun() -> StyledText {
        var output = StyledText("Dry run: \(title); nothing was written.", .heading)
        output.append("\n")
        output.append(FileTree(items: plan.entries.map { ($0.displayPath, Self.note(of: $0)) }).render())
        output.append(
            "\(counted(plan.entries.count, "file")): \(plan.newFiles.count) new, \(plan.unchanged.count) unchanged, "
                + counted(plan.conflicts.count, "conflict") + (plan.updates.isEmpty ? "" : ", \(plan.updates.count) updated")
                + (plan.declared.isEmpty ? "" : ", \(plan.declared.count) declared already") + "\n"
        )
        return output
    }

    /// The written files as a tree, then what was left alone.
    public func summary(written: [GenerationPlan.Entry], policy: ConflictPolicy) -> StyledText {
        var output = StyledText("Generated \(title)", .heading)
        output.append("\n")
        if !written.isEmpty {
            let overwritten = Set(plan.conflicts.filter { $0.status == .conflict }.map(\.displayPath))
            output.append(
                FileTree(
                    items: written.map { entry in
                        (entry.displayPath, entry.status == .update ? "updated" : overwritten.contains(entry.displayPath) ? "overwritten" : nil)
                    }
                ).render())
        }
        let files = written.filter { $0.status != .update }
        var counts = ["\(files.count) written"]
        if !plan.unchanged.isEmpty { counts.append("\(plan.unchanged.count) unchanged") }
        if files.count < written.count { counts.append("\(written.count - files.count) updated") }
        if policy == .skip, !plan.conflicts.isEmpty {
            counts.append("\(plan.conflicts.count) kept: \(plan.conflicts.map(\.displayPath).joined(separator: ", "))")
        }
        if !plan.declared.isEmpty {
            counts.append("\(plan.declared.count) not written, their types declared already: \(plan.declared.map(\.displayPath).joined(separator: ", "))")
        }
        output.append(counts.joined(separator: ", ") + "\n")
        return output
    }

    /// A planned file's note in a dry run: its status, and the types it declares that exist already.
    private static func note(of entry: GenerationPlan.Entry) -> String {
        let status = entry.isConflict ? GenerationPlan.Status.conflict.rawValue : entry.status.rawValue
        guard !entry.declaredElsewhere.isEmpty else { return status }
        return status + ": " + entry.declaredElsewhere.map(\.description).joined(separator: ", ")
    }
}
