import Foundation
import Testing
import TestSupport
import ViperaGenerator

/// The `moa` template rendered for module `Payments` in every presentation mode and with a
/// storyboard equals the committed files under `Golden/moa/<variant>/Payments`. Set
/// `VIPERA_UPDATE_GOLDEN=1` to rewrite them.
@Suite struct MOATemplateGoldenTests {
    @Test(arguments: TemplateVariant.moa)
    func rendersExactlyTheGoldenFiles(variant: TemplateVariant) throws {
        try GoldenDirectory.expectMatches(try GoldenRendering.render(module: variant.module, template: variant.template, parameters: variant.parameters), golden: variant.golden)
    }

    @Test func writesTheModuleRolesOneTypePerFile() throws {
        let files = try GoldenRendering.render(module: "Payments", template: "moa")
        #expect(files.keys.sorted() == [
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
