import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// The `bc` template rendered with its default business controller (`Home`) and with two
/// (`Payments`, `--param businessControllers=Login,analytics`) equals the committed files under
/// `Golden/bc`: each module in `<Module>`, its tests part in `<Module>Tests`. Set
/// `VIPERA_UPDATE_GOLDEN=1` to rewrite them.
@Suite struct BusinessControllerTemplateGoldenTests {
    static let golden = Golden.folder("bc")

    @Test func rendersTheDefaultBusinessController() throws {
        let rendered = try renderMatchingGoldens(module: "Home")
        #expect(rendered["HomeBusinessController.swift"]?.contains("final class HomeContentBusinessController: HomeBusinessController") == true)
    }

    @Test func rendersOneBusinessControllerPerListedName() throws {
        let rendered = try renderMatchingGoldens(module: "Payments", parameters: ["businessControllers": "Login, analytics"])
        let builder = try #require(rendered["PaymentsBuilder.swift"])
        #expect(
            builder.contains(
                """
                        viewController.businessControllers = [
                            PaymentsLoginBusinessController(viewController: viewController),
                            PaymentsAnalyticsBusinessController(viewController: viewController),
                        ]
                """))
    }

    /// The spec `Golden/bc/spec/cart.yml`: a screen whose outputs are conversation messages that
    /// its delegate business controller passes on, opened by a screen whose routing business
    /// controller is its delegate and broadcasts what it hears as messages of its own.
    @Test func rendersTheSpecExactly() throws {
        let spec = Self.golden.appendingPathComponent("spec")
        let plan = try GoldenRendering.plan(spec: spec.appendingPathComponent("cart.yml"))
        try GoldenDirectory.expectMatches(plan.texts(below: "Modules/"), golden: spec.appendingPathComponent("Modules"))
        try GoldenDirectory.expectMatches(plan.texts(below: "Tests/"), golden: spec.appendingPathComponent("Tests"))
        #expect(plan.texts(below: "Modules/").count + plan.texts(below: "Tests/").count == plan.entries.count)
        #expect(plan.texts(below: "Modules/")["Cart/CartConversation.swift"]?.contains("    func didCheckOut(total: Double, count: Int) {}\n") == true)
        #expect(plan.texts(below: "Modules/")["Shop/ShopConversation.swift"]?.contains("    func cartDidCheckOut(total: Double, count: Int) {}\n") == true)
        #expect(plan.texts(below: "Modules/")["Shop/ShopRoutingBusinessController.swift"]?.contains("CartBuilder().build(delegate: self)") == true)
    }

    @Test func refusesANameThatIsNotAnIdentifier() throws {
        #expect {
            try GoldenRendering.render(module: "Payments", template: "bc", parameters: ["businessControllers": "Login,Pay ments"])
        } throws: { error in
            "\(error)" == "parameter 'businessControllers' does not accept 'Login,Pay ments' (accepted: comma-separated Swift identifiers)"
        }
    }

    @Test func testsPartHasTheMockAndATestPerGeneratedType() {
        let expected =
            ["Builder", "BusinessController", "CommunicationCenter", "ViewController"].map { "Home\($0)Tests.swift" }
            + ["Mocks/HomeMockBusinessController.swift"]
        #expect(TemporaryDirectory.files(in: Self.golden.appendingPathComponent("HomeTests")) == expected.sorted())
    }

    @Test func testsPartTestsEveryListedBusinessController() throws {
        let tests = try String(contentsOf: Self.golden.appendingPathComponent("PaymentsTests/PaymentsBusinessControllerTests.swift"), encoding: .utf8)
        for name in ["login", "analytics"] {
            #expect(tests.contains("@Test func \(name)HoldsItsViewControllerWeakly() {"), "\(name)")
        }
    }

    /// Renders `module`, expects the module and its tests part to equal their golden folders
    /// `<module>` and `<module>Tests`, and returns the module's files by path.
    private func renderMatchingGoldens(module: String, parameters: [String: String] = [:]) throws -> [String: String] {
        let plan = try GoldenRendering.plan(module: module, template: "bc", parameters: parameters)
        let rendered = plan.texts(below: "\(module)/")
        let tests = plan.texts(below: "Tests/\(module)Tests/")
        try GoldenDirectory.expectMatches(rendered, golden: Self.golden.appendingPathComponent(module))
        try GoldenDirectory.expectMatches(tests, golden: Self.golden.appendingPathComponent("\(module)Tests"))
        #expect(plan.entries.count == rendered.count + tests.count)
        return rendered
    }
}
