import Testing
import ViperaLint

/// Classes that hold each other strongly in many cycles are reported once per group, and a
/// closure once however many cycles it closes.
@Suite struct CycleGroupingTests {
    static let source = """
        final class Channel {
            var pipeline: Pipeline?
            var handler: Handler?
            var onClose: (() -> Void)?
            func setUp() { onClose = { self.close() } }
            func close() {}
        }
        final class Pipeline {
            var channel: Channel?
            var handler: Handler?
        }
        final class Handler {
            var channel: Channel?
        }
        """

    func findings(_ rule: String) throws -> [Finding] {
        let profile = try #require(Profile.builtIn[.viper])
        return try Validator(configuration: Configuration(profile: profile))
            .validate([SourceInput(path: "Channel.swift", text: Self.source)])
            .filter { $0.ruleID == rule }
    }

    @Test func aGroupOfClassesIsOneFindingNamingItsShortestCycleAndTheRest() throws {
        let findings = try findings("reference-cycle")
        #expect(findings.map(\.message) == [
            "strong reference cycle: Channel.handler → Handler.channel → Channel; make one of these references weak"
                + " (1 of 3 cycles among 3 classes: Channel, Handler, Pipeline)",
        ])
        #expect(findings.map(\.line) == [3])
    }

    @Test func aClosureIsReportedOnceWithTheShortestCycleItCloses() throws {
        let findings = try findings("closure-capture-cycle")
        #expect(findings.map(\.message) == ["closure captures self strongly and closes a cycle: Channel.onClose = { self … } → Channel; capture [weak self]"])
    }
}
