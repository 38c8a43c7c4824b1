import Foundation
import ViperaCore
import ViperaLint
import ViperaSupport

/// One `vipera lint` invocation: which files, which configuration, how to report. The lint
/// command's frontend: it turns the options into a `Validator` run and a report.
struct LintRequest: Sendable {
    /// Files or folders, relative to `currentDirectory`; empty for the configuration's default.
    var paths: [String] = []
    /// A `.vipera.yml` to use instead of the nearest one.
    var configFile: String?
    /// A profile overriding `lint.profile`.
    var profile: String?
    /// The output format.
    var reporter = ReporterKind.xcode
    /// Whether warnings fail the run too.
    var strict = false
    /// A baseline file overriding `lint.baseline`.
    var baseline: String?
    /// Where to record today's findings as a baseline instead of failing on them.
    var writeBaseline: String?
    /// Whether to reuse and update the facts cached by earlier runs (`--no-cache` turns it off).
    var usesCache = true
    /// The cache folder, overriding `CacheLocation.defaultFolder()`.
    var cachePath: String?
    /// Only discover, read and parse the files, for benchmarks (`--parse-only`).
    var parseOnly = false
    /// Colour for the `xcode` reporter's diagnostics; machine formats never get any.
    var style = TerminalStyle.plain
    /// Whether to fix the ownership findings (`--fix`), or show the fixes (`--fix --dry-run`).
    var fix: FixMode?
    /// Asked between the steps of writing fixes whether a signal wants the run stopped.
    var interruption: WriteInterruption?
    /// Told as files are checked (see `Validator.progress`).
    var progress: ProgressCounter.Handler?
    /// The folder relative paths are resolved against.
    var currentDirectory: URL

    init(currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.currentDirectory = currentDirectory
    }

    /// Runs the check and renders the report.
    /// - Throws: `ConfigurationError` or `LintError` (both exit status 2), or a file system error
    ///   writing the baseline.
    func run() throws -> LintOutcome {
        var configuration = try Configuration.load(file: configFile, profile: profile, in: currentDirectory)
        if let baseline { configuration.baseline = resolve(baseline) }
        if writeBaseline != nil { configuration.baseline = nil }
        let cacheFolder = usesCache ? cachePath.map(resolve) ?? CacheLocation.defaultFolder() : nil
        var validator = Validator(configuration: configuration, cacheFolder: cacheFolder)
        validator.progress = progress
        validator.plansFixes = true
        let paths = paths.map { resolve($0).path }
        if parseOnly {
            let result = try validator.parseOnly(paths: paths)
            let summary = "\(counted(result.fileCount, "file")) parsed: \(result.fileCount - result.parsedCount) with errors"
            return LintOutcome(output: "", summary: summary, status: .success, timing: result.timing)
        }
        let result = try validator.run(paths: paths)
        var timing = result.timing
        var findings = result.findings
        var fileCount = result.fileCount
        var fixed: FixOutcome?
        if let fix {
            let outcome = try timing.measure(.fix) {
                try fixing(findings, of: result, mode: fix, validator: validator, paths: paths)
            }
            (findings, fileCount, fixed) = (outcome.findings, outcome.fileCount, outcome)
        }
        let errors = findings.count { $0.severity == .error }
        if let writeBaseline {
            try Baseline(findings: findings).write(to: resolve(writeBaseline))
            let summary = "wrote \(counted(findings.count, "finding")) to \(writeBaseline)"
            return LintOutcome(output: "", summary: summary, status: .success, timing: timing)
        }
        var context = ReportContext(root: configuration.root, fileCount: fileCount)
        context.style = style
        let failed = errors > 0 || (strict && !findings.isEmpty)
        let output = timing.measure(.report) { fixed?.diff ?? reporter.reporter.report(findings, context: context) }
        return LintOutcome(
            output: output,
            summary: (fixed.map { "\($0.summary); " } ?? "")
                + "\(counted(fileCount, "file")) checked: \(counted(errors, "error")), \(counted(findings.count - errors, "warning"))"
                + (result.detection.map { "; conventions: \($0.summary)" } ?? "")
                + (result.detection.flatMap { configuration.detectsProfile ? $0.profile.lintSummary : nil }.map { "; profile: \($0)" } ?? ""),
            status: failed ? .findings : .success,
            timing: timing
        )
    }

    private func resolve(_ path: String) -> URL {
        currentDirectory.resolving(path)
    }
}

/// What a lint invocation produced.
struct LintOutcome: Sendable {
    /// The reporter's output, for standard output.
    let output: String
    /// One line with the counts, for standard error.
    let summary: String
    /// `success` (0) or `findings` (1).
    let status: ExitStatus
    /// Where the time went, for `--timing`.
    let timing: LintTiming
}
