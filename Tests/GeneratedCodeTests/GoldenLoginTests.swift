import Foundation
import Testing
import TestSupport

/// The code the default template generates compiles cleanly and does not leak.
@Suite("Golden Login module")
struct GoldenLoginTests {
    @Test("type-checks without warnings", arguments: SwiftCompiler.LanguageMode.allCases)
    func typeChecks(mode: SwiftCompiler.LanguageMode) {
        GeneratedModuleChecks.assertTypeChecks(directory: LoginFixture.golden, languageModes: [mode])
    }

    @Test("frees itself after showing the loaded title", arguments: SwiftCompiler.LanguageMode.allCases)
    func freesItselfAfterLoading(mode: SwiftCompiler.LanguageMode) {
        let result = GeneratedModuleChecks.assertFreesItself(
            directory: LoginFixture.golden,
            driver: LoginFixture.showsTitleDriver,
            languageMode: mode
        )
        GeneratedModuleChecks.expectChecked(["LoginDefaultView", "LoginDefaultPresenter", "LoginDefaultInteractor", "LoginDefaultRouter", "UILabel", "UIBarButtonItem", "UIAction"], in: result)
    }

    @Test("frees itself after showing a loading error")
    func freesItselfAfterFailing() {
        let result = GeneratedModuleChecks.assertFreesItself(
            directory: LoginFixture.golden,
            driver: LoginFixture.showsErrorDriver
        )
        GeneratedModuleChecks.expectChecked(["LoginDefaultView", "LoginDefaultPresenter", "LoginDefaultInteractor", "LoginDefaultRouter", "UILabel"], in: result)
    }
}
