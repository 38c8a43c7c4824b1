import Testing
import ViperaLint

/// Classes that hold each other strongly in many cycles are reported once per independent cycle,
/// on its back reference, and a closure once however many cycles it closes.
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

    @Test func eachIndependentCycleIsReportedOnItsBackReference() throws {
        let findings = try findings("reference-cycle")
        // `handler` names a back reference; `Pipeline.handler → Handler.channel → Channel.pipeline`
        // is broken by the first report already.
        #expect(findings.map(\.message) == [
            "strong reference cycle: Channel.pipeline → Pipeline.channel → Channel; make Channel.pipeline weak"
                + " (1 of 2 references that break the 3 cycles among 3 classes: Channel, Handler, Pipeline)",
            "strong reference cycle: Channel.handler → Handler.channel → Channel; make Channel.handler weak"
                + " (1 of 2 references that break the 3 cycles among 3 classes: Channel, Handler, Pipeline)",
        ])
        #expect(findings.map(\.line) == [2, 3])
        #expect(findings.map { $0.related.map(\.range.start.line) } == [[9], [13]])
    }

    @Test func aClosureIsReportedOnceWithTheShortestCycleItCloses() throws {
        let findings = try findings("closure-capture-cycle")
        #expect(findings.map(\.message) == ["closure captures self strongly and closes a cycle: Channel.onClose = { self … } → Channel; capture [weak self]"])
    }
}
