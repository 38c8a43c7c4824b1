import Foundation
import TestSupport
import Testing
import ViperaLint

/// The default template's output must satisfy the profile it is written for.
@Suite struct DefaultTemplateLintTests {
    /// The generator's golden rendering of module `Login`.
    @Test func goldenLoginModuleHasNoFinding() throws {
        let login = Locations.tests("ViperaGeneratorTests/Golden/viper/Login")
        let findings = try Validator(configuration: Configuration(root: login)).validate()
        #expect(findings == [], "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }

    /// The template's sources rendered here for another module name, so a template change is
    /// checked even before the goldens are regenerated.
    @Test func templateRenderedForAnotherModuleHasNoFinding() throws {
        let templates = Locations.packageRoot.appendingPathComponent("Templates/viper")
        let sources = try TemporaryDirectory.files(in: templates).filter { $0.hasSuffix(".swift") }.map { path in
            let text = try String(contentsOf: templates.appendingPathComponent(path), encoding: .utf8)
            return SourceInput(path: Self.render(path), text: Self.render(text))
        }
        #expect(sources.count >= 10)
        let findings = Validator().validate(sources)
        #expect(findings == [], "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }

    /// Replaces the module placeholder and drops Stencil tags.
    private static func render(_ text: String) -> String {
        text.replacingOccurrences(of: "{{ module }}", with: "Checkout")
            .replacingOccurrences(of: "{{module}}", with: "Checkout")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("{%") }
            .joined(separator: "\n")
    }
}
