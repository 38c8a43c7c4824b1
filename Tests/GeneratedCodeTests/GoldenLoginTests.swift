import Foundation
import TestSupport
import Testing

/// The code the default template generates does not leak. (It compiles cleanly in Swift 5 and 6:
/// `GeneratedTestsRunTests` builds it with warnings as errors in both.)
@Suite("Golden Login module")
struct GoldenLoginTests {
    @Test("frees itself after showing the loaded title", arguments: SwiftCompiler.LanguageMode.allCases)
    func freesItselfAfterLoading(mode: SwiftCompiler.LanguageMode) {
        let result = GeneratedModuleChecks.assertFreesItself(
            directory: LoginFixture.golden,
            driver: LoginFixture.showsTitleDriver,
            languageMode: mode
        )
        GeneratedModuleChecks.expectChecked(
            ["LoginDefaultView", "LoginDefaultPresenter", "LoginDefaultInteractor", "LoginDefaultRouter", "UILabel", "UIBarButtonItem", "UIAction"], in: result)
    }

    @Test("frees itself after showing a loading error")
    func freesItselfAfterFailing() {
        let result = GeneratedModuleChecks.assertFreesItself(
            directory: LoginFixture.golden,
            driver: LoginFixture.showsErrorDriver
        )
        GeneratedModuleChecks.expectChecked(
            ["LoginDefaultView", "LoginDefaultPresenter", "LoginDefaultInteractor", "LoginDefaultRouter", "UILabel"], in: result)
    }
}
