import Foundation
import Testing
import TestSupport
import ViperaGenerator

/// The `bc` template rendered with its default business controller (`Home`) and with two
/// (`Payments`, `--param businessControllers=Login,analytics`) equals the committed files under
/// `Golden/bc`. Set `VIPERA_UPDATE_GOLDEN=1` to rewrite them.
@Suite struct BusinessControllerTemplateGoldenTests {
    static let golden = Locations.tests("ViperaGeneratorTests/Golden/bc")

    @Test func rendersTheDefaultBusinessController() throws {
        let rendered = try GoldenRendering.render(module: "Home", template: "bc")
        try GoldenDirectory.expectMatches(rendered, golden: Self.golden.appendingPathComponent("Home"))
        #expect(rendered["HomeBusinessController.swift"]?.contains("final class HomeContentBusinessController: HomeBusinessController") == true)
    }

    @Test func rendersOneBusinessControllerPerListedName() throws {
        let rendered = try GoldenRendering.render(module: "Payments", template: "bc", parameters: ["businessControllers": "Login, analytics"])
        try GoldenDirectory.expectMatches(rendered, golden: Self.golden.appendingPathComponent("Payments"))
        let builder = try #require(rendered["PaymentsBuilder.swift"])
        #expect(builder.contains("""
                    viewController.businessControllers = [
                        PaymentsLoginBusinessController(viewController: viewController),
                        PaymentsAnalyticsBusinessController(viewController: viewController),
                    ]
            """))
    }

    @Test func refusesANameThatIsNotAnIdentifier() throws {
        #expect {
            try GoldenRendering.render(module: "Payments", template: "bc", parameters: ["businessControllers": "Login,Pay ments"])
        } throws: { error in
            "\(error)" == "parameter 'businessControllers' does not accept 'Login,Pay ments' (accepted: comma-separated Swift identifiers)"
        }
    }
}
