import TestSupport
import Testing
import ViperaLint

/// The default template's output must satisfy the profile it is written for. (The end-to-end
/// `LintCommandTests.generatedModuleLintsClean` also lints a freshly generated module.)
@Suite struct DefaultTemplateLintTests {
    /// The generator's golden rendering of module `Login` and of its tests part (mocks named
    /// `LoginMock<Role>`), checked together.
    @Test func goldenLoginModuleAndItsTestsHaveNoFinding() throws {
        let viper = Golden.folder("viper")
        let findings = try Validator(configuration: Configuration(root: viper)).validate(paths: ["Login", "LoginTests"])
        #expect(findings == [], "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }
}
