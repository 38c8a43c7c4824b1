import TestSupport
import Testing
import ViperaLint

/// The default template's output must satisfy the profile it is written for. (The end-to-end
/// `LintCommandTests.generatedModuleLintsClean` also lints a freshly generated module.)
@Suite struct DefaultTemplateLintTests {
    /// The generator's golden rendering of module `Login`.
    @Test func goldenLoginModuleHasNoFinding() throws {
        let login = Locations.tests("ViperaGeneratorTests/Golden/viper/Login")
        let findings = try Validator(configuration: Configuration(root: login)).validate()
        #expect(findings == [], "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }
}
