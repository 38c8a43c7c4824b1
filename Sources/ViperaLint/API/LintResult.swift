/// The outcome of a lint run.
public struct LintResult: Sendable {
    public let findings: [Finding]
    /// How many files were checked.
    public let fileCount: Int
    /// Where the time went.
    public let timing: LintTiming
    /// What was detected when the configuration asked for detection (no `.vipera.yml`).
    public var detection: ConventionDetection?
    /// The run's files and their facts, kept when a finding it reports is of a rule with fixes:
    /// `FixPlanner(for:)` plans from them, unless the run attached the fixes itself
    /// (`Validator.plansFixes`, which keeps only the files, to apply the fixes).
    var files: RunFiles?

    /// The applicable fixes of `findings` (this run's, with fixes attached) made in memory, reading
    /// the files they edit; `nil` when no finding the run reports is of a rule with fixes.
    public func fixApplication(of findings: [Finding]) -> FixApplication? {
        files.map { FixApplication(findings, sources: FixSources($0.inputs)) }
    }
}
