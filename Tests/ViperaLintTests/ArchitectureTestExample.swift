import Foundation
import Testing
import ViperaLint

/// Documentation/Linting.md's example of checking a project's architecture from its own test suite, run
/// here against the fixture project so the example stays true.
@Suite struct ArchitectureTestExample {
    @Test func presentersStayUIKitFreeAndModulesDoNotLeak() throws {
        let projectRoot = Fixture.project
        let validator = Validator(configuration: Configuration(root: projectRoot))
        let findings = try validator.validate(paths: ["Modules/Profile"])
        #expect(findings.isEmpty, "\(findings.map { "\($0.file):\($0.line): \($0.message) (\($0.ruleID))" })")

        let leaks = try validator.validate(paths: ["Modules/Feed"]).filter { $0.ruleID == "reference-cycle" }
        #expect(leaks.map(\.symbol) == ["_/FeedDataManager/interactor"])
    }
}
