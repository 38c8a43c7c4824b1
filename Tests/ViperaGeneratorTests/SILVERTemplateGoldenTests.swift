import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// The `silver` template rendered for module `Checkout`, and for the spec
/// `Golden/silver/spec/checkout.yml` (a module routing to another that is built with a street and
/// leaves out the shared types), equals the committed golden files: modules and, beside them,
/// their tests parts (`plain/CheckoutTests`, `spec/Tests`). Set `VIPERA_UPDATE_GOLDEN=1` to
/// rewrite them.
@Suite struct SILVERTemplateGoldenTests {
    @Test func rendersExactlyTheGoldenFiles() throws {
        let variant = TemplateVariant.silver
        let plan = try GoldenRendering.plan(module: variant.module, template: variant.template, parameters: variant.parameters)
        try GoldenDirectory.expectMatches(plan.texts(below: "Checkout/"), golden: variant.golden)
        try GoldenDirectory.expectMatches(plan.texts(below: "Tests/CheckoutTests/"), golden: variant.goldenTests)
        #expect(plan.texts(below: "Checkout/").count + plan.texts(below: "Tests/").count == plan.entries.count)
    }

    @Test func testsPartHasAMockPerRoleProtocolAndATestPerRole() throws {
        let tests = try GoldenRendering.plan(module: "Checkout", template: "silver").texts(below: "Tests/CheckoutTests/")
        #expect(
            tests.keys.sorted() == [
                "CheckoutAssemblyTests.swift", "CheckoutInteractorTests.swift", "CheckoutRouterTests.swift", "CheckoutViewControllerTests.swift",
                "CheckoutWaiting.swift", "Mocks/CheckoutMockInteractor.swift", "Mocks/CheckoutMockRouter.swift", "Mocks/CheckoutMockService.swift",
                "Mocks/CheckoutMockView.swift",
            ])
        let alone = try GoldenRendering.plan(module: "Checkout", template: "silver", parameters: ["sharedTypes": "false"])
        #expect(alone.texts(below: "Tests/CheckoutTests/") == tests)
    }

    @Test func rendersTheSpecExactly() throws {
        let plan = try GoldenRendering.plan(spec: TemplateVariant.silverSpecModules.deletingLastPathComponent().appendingPathComponent("checkout.yml"))
        try GoldenDirectory.expectMatches(plan.texts(below: "Modules/"), golden: TemplateVariant.silverSpecModules)
        try GoldenDirectory.expectMatches(plan.texts(below: "Tests/"), golden: TemplateVariant.silverSpecTests)
        #expect(plan.texts(below: "Modules/").count + plan.texts(below: "Tests/").count == plan.entries.count)
    }

    @Test func writesTheRolesAndTheSharedTypesOnlyWhenAsked() throws {
        let shared = try GoldenRendering.render(module: "Checkout", template: "silver")
        #expect(
            shared.keys.sorted() == [
                "CheckoutAssembly.swift", "CheckoutInteractor.swift", "CheckoutInteractorProtocol.swift", "CheckoutRouter.swift",
                "CheckoutRouterProtocol.swift", "CheckoutService.swift", "CheckoutViewController.swift", "CheckoutViewProtocol.swift",
                "Module.swift", "ServiceLocator.swift",
            ])
        let alone = try GoldenRendering.render(module: "Checkout", template: "silver", parameters: ["sharedTypes": "false"])
        #expect(alone.keys.sorted() == shared.keys.sorted().filter { $0.hasPrefix("Checkout") })
    }
}
