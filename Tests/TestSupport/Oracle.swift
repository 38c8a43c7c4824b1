import Foundation

/// An independent program a test compares vipera against (a parser, a schema validator, a
/// shell). `.ci/run` installs every oracle and sets `VIPERA_REQUIRE_ORACLES=1`, so there a
/// missing oracle fails the test instead of skipping it.
public enum Oracle {
    /// Whether CI requires every oracle.
    public static var required: Bool { ProcessInfo.processInfo.environment["VIPERA_REQUIRE_ORACLES"] == "1" }

    /// Whether `probe` (a command, its name first, looked up on the `PATH`) runs and exits 0; in
    /// CI an oracle is taken as present, so the test runs and fails when it is not.
    public static func available(_ probe: [String]) -> Bool {
        let result = try? ProcessResult.run(URL(fileURLWithPath: "/usr/bin/env"), probe)
        return result?.status == 0 || required
    }
}
