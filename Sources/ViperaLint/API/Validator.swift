import Foundation
import ViperaSupport

/// Checks Swift code against an architecture profile.
///
/// ```swift
/// let findings = try Validator(configuration: Configuration(root: projectRoot)).validate(paths: ["Sources"])
/// #expect(findings.isEmpty, "\(findings)")
/// ```
public struct Validator: Sendable {
    public private(set) var configuration: Configuration
    /// Where to keep files' facts between runs (see `CacheLocation`); `nil` for no cache.
    public var cacheFolder: URL?
    /// Told each time a file has been read and parsed (or found in the cache), with how many
    /// have, of how many; a run whose files all match the cache's last run reads none.
    public var progress: ProgressCounter.Handler?
    /// Whether `run(paths:)` works out the fix of each finding of a rule with fixes and attaches it
    /// (`FixPlanner`), as `vipera lint` does. With a cache, a run over exactly the files of the
    /// last run takes the fixes from it, as it takes the findings.
    public var plansFixes = false

    public init(configuration: Configuration = Configuration(), cacheFolder: URL? = nil) {
        self.configuration = configuration
        self.cacheFolder = cacheFolder
    }

    /// The findings in the Swift files below `paths` (relative to the configuration's root; all
    /// of the included files when empty), in report order, without those the baseline hides.
    /// - Throws: `LintError` for a missing path or when no file is found; `ConfigurationError`
    ///   for an unreadable baseline.
    public func validate(paths: [String] = []) throws -> [Finding] {
        try run(paths: paths).findings
    }

    /// Like `validate(paths:)`, also telling how many files were checked and where the time went.
    public func run(paths: [String] = []) throws -> LintResult {
        var pipeline = self.pipeline
        return try pipeline.lint(paths)
    }

    /// Like `run(paths:)`, also giving the index the rules ran on (for `vipera graph`). Unchanged
    /// files' facts come from the cache when there is one; the cache is not written.
    func inspect(paths: [String] = []) throws -> (result: LintResult, index: FactIndex) {
        var pipeline = self.pipeline
        return try pipeline.inspect(paths)
    }

    /// The findings in `inputs` (files on disk or in memory), in report order; no baseline.
    public func validate(_ inputs: [SourceInput]) -> [Finding] {
        var pipeline = self.pipeline
        return pipeline.check(inputs)
    }

    /// A run of this validator's stages (`LintPipeline`).
    private var pipeline: LintPipeline {
        LintPipeline(configuration: configuration, cacheFolder: cacheFolder, progress: progress, plansFixes: plansFixes)
    }
}
