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
        enum Bootstrap {
            static func wire(_ channel: Channel, _ pipeline: Pipeline, _ handler: Handler) {
                (channel.pipeline, channel.handler) = (pipeline, handler)
                (pipeline.channel, pipeline.handler) = (channel, handler)
                handler.channel = channel
            }
        }
        """

    func findings(_ rule: RuleID) throws -> [Finding] {
        let profile = try #require(Profile.builtIn[.viper])
        return Validator(configuration: Configuration(profile: profile))
            .validate([SourceInput(path: "Channel.swift", text: Self.source)])
            .filter { $0.ruleID == rule }
    }

    @Test func eachIndependentCycleIsReportedOnItsBackReference() throws {
        let findings = try findings("reference-cycle")
        // `handler` names a back reference; `Pipeline.handler → Handler.channel → Channel.pipeline`
        // is broken by the first report already.
        #expect(
            findings.map(\.message) == [
                "strong reference cycle: Channel.pipeline → Pipeline.channel → Channel; make Channel.pipeline weak"
                    + " (1 of 2 references that break the 3 cycles among 3 classes: Channel, Handler, Pipeline)",
                "strong reference cycle: Channel.handler → Handler.channel → Channel; make Channel.handler weak"
                    + " (1 of 2 references that break the 3 cycles among 3 classes: Channel, Handler, Pipeline)",
            ])
        #expect(findings.map(\.line) == [2, 3])
        #expect(findings.map { $0.related.map(\.range.start.line) } == [[9], [13]])
        // Each finding carries its cycle, starting with the reference to make weak.
        #expect(
            findings.map(\.cycle) == [
                [
                    CycleStep(from: "Channel", to: "Pipeline", property: "pipeline", label: "Channel.pipeline", isClosure: false),
                    CycleStep(from: "Pipeline", to: "Channel", property: "channel", label: "Pipeline.channel", isClosure: false),
                ],
                [
                    CycleStep(from: "Channel", to: "Handler", property: "handler", label: "Channel.handler", isClosure: false),
                    CycleStep(from: "Handler", to: "Channel", property: "channel", label: "Handler.channel", isClosure: false),
                ],
            ])
    }

    @Test func aClosureIsReportedOnceWithTheShortestCycleItCloses() throws {
        let findings = try findings("closure-capture-cycle")
        #expect(findings.map(\.message) == ["closure captures self strongly and closes a cycle: Channel.onClose = { self … } → Channel; capture [weak self]"])
        #expect(
            findings.map(\.cycle) == [
                [CycleStep(from: "Channel", to: "Channel", property: "onClose", label: "Channel.onClose = { self … }", isClosure: true)]
            ])
    }

    @Test func otherFindingsCarryNoCycle() throws {
        let profile = try #require(Profile.builtIn[.viper])
        let findings = Validator(configuration: Configuration(profile: profile))
            .validate([
                SourceInput(path: "Channel.swift", text: Self.source), SourceInput(path: "LoginPresenter.swift", text: "final class LoginDefaultPresenter {}"),
            ])
            .filter { !$0.ruleID.rawValue.hasSuffix("cycle") }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.cycle.isEmpty })
    }
}
