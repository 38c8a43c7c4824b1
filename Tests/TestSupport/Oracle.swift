import Foundation
import Testing

/// An independent program a test compares vipera against or runs its output with (a parser, a
/// schema validator, a shell, Graphviz). `.ci/run` installs every oracle and sets
/// `VIPERA_REQUIRE_ORACLES=1`, so there a missing oracle fails the test instead of skipping it.
public enum Oracle {
    /// Whether CI requires every oracle.
    public static var required: Bool { ProcessInfo.processInfo.environment["VIPERA_REQUIRE_ORACLES"] == "1" }

    /// Whether `probe` (a command, its name first, looked up on the `PATH`) runs and exits 0;
    /// each probe runs once per test process.
    public static func installed(_ probe: [String]) -> Bool {
        if let known = probed.withLock({ $0[probe] }) { return known }
        let answer = (try? run(probe))?.status == 0
        probed.withLock { $0[probe] = answer }
        return answer
    }

    /// Whether a test that needs `probe` runs, for `.enabled(if:)`: the oracle is installed,
    /// or CI requires it (so the test runs and fails when it is not).
    public static func available(_ probe: [String]) -> Bool {
        installed(probe) || required
    }

    /// Whether a test that checks nothing without an oracle can check: `probe` runs; when it
    /// does not and CI requires oracles, records an issue saying that `name` is missing and how
    /// to get it (`install`).
    public static func ready(
        _ probe: [String], name: String, install: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard installed(probe) else {
            let how = install.map { " (\($0))" } ?? ""
            #expect(!required, "VIPERA_REQUIRE_ORACLES=1 but \(name) is missing\(how)", sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    /// Runs `command` (its name first, looked up on the `PATH`) in `directory`, with
    /// `environment` added to (or, for `nil` values, removed from) the current one, and waits.
    public static func run(_ command: [String], in directory: URL? = nil, environment: [String: String?] = [:]) throws -> ProcessResult {
        try ProcessResult.run(URL(fileURLWithPath: "/usr/bin/env"), command, in: directory, environment: environment)
    }

    /// What each probe answered.
    private static let probed = Probes()

    /// Probe answers behind a lock.
    private final class Probes: @unchecked Sendable {
        private var answers: [[String]: Bool] = [:]
        private let lock = NSLock()

        func withLock<T>(_ body: (inout [[String]: Bool]) -> T) -> T {
            lock.withLock { body(&answers) }
        }
    }
}
