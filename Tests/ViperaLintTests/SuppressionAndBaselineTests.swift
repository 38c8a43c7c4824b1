import Foundation
import TestSupport
import Testing
import ViperaLint

/// Inline `vipera:` comments and baselines hide findings; stale suppressions are reported.
@Suite struct SuppressionAndBaselineTests {
    private static let router = """
        protocol LoginPresenter: AnyObject {}
        final class LoginDefaultRouter {
            // vipera:disable weak-reference-required - a region
            var first: (any LoginPresenter)?
            var second: (any LoginPresenter)?
            // vipera:enable weak-reference-required
            var third: (any LoginPresenter)?
            var fourth: (any LoginPresenter)?
            // vipera:disable:previous weak-reference-required
            // vipera:disable:next no-such-rule
            var fifth = 0
        }
        """

    @Test func regionsAndLinesAreSuppressed() {
        let findings = Validator().validate(Fixture.sources(["LoginDefaultRouter.swift": Self.router]))
        let weak = findings.filter { $0.ruleID == "weak-reference-required" }.map(\.symbol)
        #expect(weak == ["Login/LoginDefaultRouter/third"])
        let unused = findings.filter { $0.ruleID == "unused-suppression" }
        #expect(unused.map(\.line) == [10])
        #expect(unused.first?.message.contains("unknown rule 'no-such-rule'") == true)
    }

    @Test func baselineMatchesOnSymbolsNotLines() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let source = """
            protocol LoginPresenter: AnyObject {}
            final class LoginDefaultRouter {
                var presenter: (any LoginPresenter)?
            }
            """
        try folder.write(source, to: "LoginDefaultRouter.swift")
        let only: [RuleID: Severity?] = ["missing-role-protocol": nil]
        let before = try Validator(configuration: Configuration(root: folder.url, ruleSeverities: only)).validate()
        #expect(before.map(\.ruleID) == ["weak-reference-required"])
        let baselineFile = folder.path("baseline.json")
        try Baseline(findings: before).write(to: baselineFile)

        let edited =
            "// A comment that moves everything down.\n\n"
            + source.replacingOccurrences(
                of: "    var presenter", with: "    var other: (any LoginPresenter)?\n    var presenter"
            )
        try folder.write(edited, to: "LoginDefaultRouter.swift")
        let configuration = Configuration(root: folder.url, ruleSeverities: only, baseline: baselineFile)
        let after = try Validator(configuration: configuration).validate()
        #expect(after.map(\.symbol) == ["Login/LoginDefaultRouter/other"])
    }

    @Test func unreadableBaselineIsAConfigurationError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("final class A {}", to: "A.swift")
        try folder.write("{ not json", to: "baseline.json")
        let configuration = Configuration(root: folder.url, baseline: folder.path("baseline.json"))
        #expect(throws: (any Error).self) { try Validator(configuration: configuration).validate() }
    }
}
