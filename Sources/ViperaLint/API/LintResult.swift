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
    /// `FixPlanner(for:)` plans from them.
    var files: RunFiles?
}

/// The files a run checked and the facts it collected from them, in the same order.
struct RunFiles: Sendable {
    let inputs: [SourceInput]
    let facts: [FileFacts]
}
