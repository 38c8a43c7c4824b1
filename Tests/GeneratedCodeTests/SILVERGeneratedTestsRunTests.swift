import Foundation
import TestSupport
import Testing

/// The tests part the `silver` template generates compiles with its module against the UIKit
/// stub and passes, alone and for a spec's module that routes to another; a module whose
/// interactor does not pass the loaded title to the view makes the tests of that wiring fail.
@Suite("SILVER generated tests run")
struct SILVERGeneratedTestsRunTests {
    @Test("the Checkout module's generated tests pass", arguments: SwiftCompiler.LanguageMode.allCases)
    func checkoutTestsPass(mode: SwiftCompiler.LanguageMode) throws {
        let variant = TemplateVariant.silver
        let result = try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, sources: [variant.golden], tests: [variant.goldenTests], languageMode: mode
        )
        #expect(result.status == 0, "\(result)")
        for test in [
            "doneAndCancelFireTheConfiguredCallbacks", "loadingTheViewAsksTheInteractorForContent",
            "theServicesTitleReachesTheView", "theServicesTitleReachesTheScreen",
        ] {
            #expect(result.stdout.contains("Test \(test)() passed"), "\(test) did not pass:\n\(result)")
        }
    }

    @Test("the spec's generated tests, with a route, an input and outputs, pass")
    func specTestsPass() throws {
        let result = try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, sources: [TemplateVariant.silverSpecModules],
            tests: [TemplateVariant.silverSpecTests], languageMode: .swift6
        )
        #expect(result.status == 0, "\(result)")
        for test in [
            "showAddressPushesItsScreen", "didChooseAddressFiresItsConfiguredCallback", "didClearFiresItsConfiguredCallback",
            "addressDidChooseAddressTakesItAway", "addressDidClearTakesItAway",
        ] {
            #expect(result.stdout.contains("Test \(test)() passed"), "\(test) did not pass:\n\(result)")
        }
    }

    @Test("an interactor that does not show the loaded title fails them")
    func titleNotReachingTheViewFails() throws {
        let variant = TemplateVariant.silver
        let result = try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, mutantOf: variant.golden, file: "CheckoutInteractor.swift",
            replacing: "self?.view?.display(title: title)", with: "self?.view?.display(errorMessage: title)", tests: [variant.goldenTests]
        )
        #expect(result.status != 0, "\(result)")
        #expect(result.stdout.contains("Test theServicesTitleReachesTheView() failed"), "\(result)")
        #expect(result.stdout.contains("Test theServicesTitleReachesTheScreen() failed"), "\(result)")
        #expect(result.stdout.contains("Test loadingTheViewAsksTheInteractorForContent() passed"), "\(result)")
    }
}
