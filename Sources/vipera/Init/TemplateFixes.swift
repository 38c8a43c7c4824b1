import ViperaGenerator
import ViperaLint
import ViperaSupport

/// The codebase's findings as `vipera init` lints it, with the fixes `vipera lint --fix` would
/// make: the template init extracts from a module has the fixes that edit that module's files
/// alone, so that a module made from it does not have the leaks its source module has.
struct TemplateFixes {
    /// How many findings each file has, by path relative to the root.
    let counts: [String: Int]
    private let findings: [Finding]
    private let planner: FixPlanner?
    private let root: String

    init(_ result: LintResult, root: String) {
        self.root = root
        planner = FixPlanner(for: result)
        findings = planner?.attachingFixes(to: result.findings) ?? result.findings
        counts = Dictionary(findings.map { (AbsolutePath.relative($0.file, to: root), 1) }, uniquingKeysWith: +)
    }

    /// `files` (relative to the root) as the fixes of their findings make them, counting the
    /// findings cleared; a fix that also edits another file is left out.
    func revision(of files: Set<String>) -> SourceRevision {
        guard let planner else { return .none }
        let inFiles = findings.filter { finding in
            guard let fix = finding.fix, fix.isApplicable, files.contains(AbsolutePath.relative(finding.file, to: root)) else { return false }
            return fix.files.allSatisfy { files.contains(AbsolutePath.relative($0, to: root)) }
        }
        guard !inFiles.isEmpty else { return .none }
        let application = planner.application(of: inFiles)
        return SourceRevision(
            texts: Dictionary(application.changes.map { (AbsolutePath.relative($0.path, to: root), $0.fixed) }, uniquingKeysWith: { first, _ in first }),
            fixed: application.applied.count)
    }
}
