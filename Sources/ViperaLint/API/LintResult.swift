/// The outcome of a lint run.
public struct LintResult: Sendable {
    public let findings: [Finding]
    /// How many files were checked.
    public let fileCount: Int
    /// Where the time went.
    public let timing: LintTiming
    /// What was detected when the configuration asked for detection (no `.vipera.yml`).
    public var detection: ConventionDetection?
}
