import ViperaSupport

extension Validator {
    /// Discovers and reads the files `run(paths:)` would check and only parses them, on all
    /// cores the same way, dropping each tree at once: the floor a lint run is measured against
    /// (`vipera lint --parse-only`, for the benchmark only). The result has no findings.
    package func parseOnly(paths: [String] = []) throws -> ParseOnlyResult {
        var timing = LintTiming()
        let configuration = configuration
        let inputs = try timing.measure(.discover) { try DiscoverStage(configuration: configuration).run(paths) }
        let start = LintTiming.now()
        let outcomes = Concurrently.map(
            inputs, timeLimit: configuration.fileTimeout,
            { input in
                var clock = PhaseClock()
                let text = try? SourceFileReader.text(of: input).get()
                clock.lap(.read)
                let parses = text.map { (try? SourceFileReader.parse($0).get())?.hasError == false } ?? false
                clock.lap(.parse)
                return (parses, clock.seconds)
            },
            timedOut: { _ in (false, [LintTiming.Phase: Double]()) }
        )
        timing.concurrentWall = LintTiming.now() - start
        for outcome in outcomes { timing.add(outcome.1) }
        return ParseOnlyResult(fileCount: inputs.count, parsedCount: outcomes.count(where: \.0), timing: timing)
    }
}

/// What a parse-only pass did.
package struct ParseOnlyResult: Sendable {
    /// How many files were found.
    package let fileCount: Int
    /// How many of them were read and parsed without errors.
    package let parsedCount: Int
    package let timing: LintTiming
}
