import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// The `moa` template rendered for module `Payments` in every presentation mode and with a
/// storyboard equals the committed files under `Golden/moa/<variant>/Payments`, and its tests
/// part those under `Golden/moa/<presentation>/PaymentsTests` (a storyboard changes no test). Set
/// `VIPERA_UPDATE_GOLDEN=1` to rewrite them.
@Suite struct MOATemplateGoldenTests {
    @Test(arguments: TemplateVariant.moa)
    func rendersExactlyTheGoldenFiles(variant: TemplateVariant) throws {
        let plan = try GoldenRendering.plan(module: variant.module, template: variant.template, parameters: variant.parameters)
        try GoldenDirectory.expectMatches(plan.texts(below: "Payments/"), golden: variant.golden)
        let tests = plan.texts(below: "Tests/PaymentsTests/")
        if variant.testsName == variant.name {
            try GoldenDirectory.expectMatches(tests, golden: variant.goldenTests)
        } else {
            let shared = try #require(TemplateVariant.moa.first { $0.name == variant.testsName })
            #expect(
                tests == (try GoldenRendering.plan(module: "Payments", template: "moa", parameters: shared.parameters).texts(below: "Tests/PaymentsTests/")))
        }
        #expect(plan.texts(below: "Payments/").count + tests.count == plan.entries.count)
    }

    /// The spec `Golden/moa/spec/login.yml`: a module with inputs (its parameters' fields) and
    /// outputs (its routable's completions), opened by a module whose presenter gives completions
    /// that capture it weakly.
    @Test func rendersTheSpecExactly() throws {
        let plan = try GoldenRendering.plan(spec: TemplateVariant.moaSpecModules.deletingLastPathComponent().appendingPathComponent("login.yml"))
        try GoldenDirectory.expectMatches(plan.texts(below: "Modules/"), golden: TemplateVariant.moaSpecModules)
        try GoldenDirectory.expectMatches(plan.texts(below: "Tests/"), golden: TemplateVariant.moaSpecTests)
        #expect(plan.texts(below: "Modules/").count + plan.texts(below: "Tests/").count == plan.entries.count)
        #expect(plan.texts(below: "Modules/")["Login/LoginCompletions.swift"]?.contains("    var didLogIn: (@MainActor (String) -> Void)?\n") == true)
        #expect(
            plan.texts(below: "Modules/")["Home/HomePresenter.swift"]?.contains(
                "            didLogIn: { [weak self] token in self?.didLogIn(token: token) },\n")
                == true)
    }

    @Test func testsPartHasAMockPerRoleProtocolAndATestPerRole() throws {
        let tests = try GoldenRendering.plan(module: "Payments", template: "moa").texts(below: "Tests/PaymentsTests/")
        #expect(
            tests.keys.sorted() == [
                "Mocks/PaymentsMockRoutable.swift", "Mocks/PaymentsMockView.swift", "PaymentsModuleTests.swift", "PaymentsPresenterTests.swift",
                "PaymentsTestContainer.swift", "PaymentsViewControllerTests.swift", "PaymentsWeakCollectionTests.swift",
            ])
    }

    @Test func writesTheModuleRolesOneTypePerFile() throws {
        let files = try GoldenRendering.render(module: "Payments", template: "moa")
        #expect(
            files.keys.sorted() == [
                "PaymentsModule.swift", "PaymentsParameters.swift", "PaymentsPresenter.swift", "PaymentsRoutable.swift",
                "PaymentsView.swift", "PaymentsViewController.swift", "PaymentsWeakCollection.swift", "PaymentsWireframe.swift",
            ])
        #expect(files["PaymentsPresenter.swift"]?.contains("import UIKit") == false)
    }

    @Test func storyboardParametersChooseWhereTheViewControllerComesFrom() throws {
        let wireframe = { (parameters: [String: String]) in
            try GoldenRendering.render(module: "Payments", template: "moa", parameters: parameters)["PaymentsWireframe.swift"] ?? ""
        }
        #expect(try wireframe([:]).contains("        PaymentsViewController()\n"))
        #expect(!(try wireframe([:]).contains("UIStoryboard")))
        let named = try wireframe(["storyboard": "Checkout"])
        #expect(named.contains(#"UIStoryboard(name: "Checkout", bundle: nil)"#))
        #expect(named.contains("storyboard.instantiateInitialViewController()"))
        let identified = try wireframe(["storyboard": "Checkout", "initialViewController": "Pay"])
        #expect(identified.contains(#"storyboard.instantiateViewController(withIdentifier: "Pay")"#))
        let own = try wireframe(["initialViewController": "Pay"])
        #expect(own.contains(#"UIStoryboard(name: "Payments", bundle: nil)"#))
    }

    @Test func refusesAPresentationModeOutsideItsChoices() {
        #expect(throws: GenerationError.self) {
            try GoldenRendering.render(module: "Payments", template: "moa", parameters: ["presentation": "popover"])
        }
    }
}
