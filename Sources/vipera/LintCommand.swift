import ArgumentParser
import Foundation
import ViperaCore
import ViperaLint
import ViperaSupport

/// `vipera lint`: checks Swift code against the architecture's naming, ownership, cycle and
/// boundary rules.
struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Swift code against the architecture's naming, memory-ownership, cycle and boundary rules.",
        discussion: """
            Settings come from the `lint:` section of the nearest .vipera.yml (or --config).
            Exit status: 0 when no finding has error severity (with --strict: no finding at all), \
            1 when some do, 2 for a bad configuration, path or baseline, 64 for a bad option \
            (an unknown --reporter or --profile, say).
            """
    )

    @Argument(help: "Files or folders to check (default: the folder of the nearest .vipera.yml, or its 'included'; without one, the current folder).")
    var paths: [String] = []

    @Option(help: "The .vipera.yml to use instead of the nearest one.")
    var config: String?

    @Option(help: "The architecture profile, overriding 'lint.profile' (default: viper).")
    var profile: ProfileChoice?

    @Option(help: "The output format.")
    var reporter = ReporterChoice.xcode

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: "Hide the findings recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Record today's findings in this baseline file and exit 0.")
    var writeBaseline: String?

    @Flag(help: "Fix what vipera can prove safe to fix (weak references, [weak self] captures, imports a role must not have), then report what is left.")
    var fix = false

    @Flag(help: "With --fix: print the fixes as a unified diff instead of writing them.")
    var dryRun = false

    @Flag(help: "Do not print the summary line (nor progress) on standard error.")
    var quiet = false

    @OptionGroup var colorOption: ColorOption

    @Flag(help: "Print the time each phase took (discover, read, cache, parse, collect, rules, fix, report) on standard error.")
    var timing = false

    @Flag(help: "Check every file again instead of reusing the facts cached by earlier runs, and do not update the cache.")
    var noCache = false

    @Option(help: "The cache folder (default: $VIPERA_CACHE_DIR, else $XDG_CACHE_HOME/vipera, else ~/.cache/vipera).")
    var cachePath: String?

    /// Only discover, read and parse, for `Scripts/benchmark.sh`; not for users, so out of help,
    /// completions and the manual page.
    @Flag(help: .private)
    var parseOnly = false

    func validate() throws {
        if dryRun, !fix { throw ValidationError("--dry-run only goes with --fix.") }
        if fix, writeBaseline != nil { throw ValidationError("--fix and --write-baseline cannot be used together.") }
    }

    func run() async throws {
        var request = LintRequest()
        request.paths = paths
        request.configFile = config
        request.profile = profile?.rawValue
        request.reporter = reporter.kind
        request.strict = strict
        request.baseline = baseline
        request.writeBaseline = writeBaseline
        request.usesCache = !noCache
        request.cachePath = cachePath
        request.parseOnly = parseOnly
        if fix {
            request.fix = dryRun ? .preview : .apply
            if !dryRun {
                let interruption = WriteInterruption()
                SignalTrap.install { signal in interruption.shouldDefer(signal: signal) }
                request.interruption = interruption
            }
        }
        // Only the xcode reporter's diagnostics are for people; every other format is data.
        if reporter.kind == .xcode { request.style = colorOption.output }
        let progress = ProgressLine(quiet: quiet) { done, total in "checked \(done) of \(counted(total, "file"))" }
        request.progress = progress?.handler
        try runReportingFailure(style: colorOption.errors) {
            let outcome: LintOutcome
            do {
                defer { progress?.finish() }
                outcome = try request.run()
            }
            FileHandle.standardOutput.write(Data(outcome.output.utf8))
            if !quiet { FileHandle.standardError.write(Data("vipera: \(outcome.summary)\n".utf8)) }
            if timing { FileHandle.standardError.write(Data("vipera: \(outcome.timing)".utf8)) }
            if outcome.status != .success { throw ExitCode(outcome.status.rawValue) }
        }
    }
}
