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
        expectChecked(["LoginDefaultView", "LoginDefaultPresenter", "LoginDefaultInteractor", "LoginDefaultRouter", "UILabel", "UIBarButtonItem", "UIAction"], in: result)
    }

    @Test("frees itself after showing a loading error")
    func freesItselfAfterFailing() {
        let result = GeneratedModuleChecks.assertFreesItself(
            directory: LoginFixture.golden,
            driver: LoginFixture.showsErrorDriver
        )
        expectChecked(["LoginDefaultView", "LoginDefaultPresenter", "LoginDefaultInteractor", "LoginDefaultRouter", "UILabel"], in: result)
    }

    /// The leak driver reached objects of each of `typeNames`, so their release was checked.
    private func expectChecked(_ typeNames: [String], in result: ProcessResult?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let checked = result?.stdout.split(separator: "\n").first(where: { $0.hasPrefix("checked ") }) else {
            Issue.record("the leak driver did not list what it checked: \(result.map(String.init(describing:)) ?? "no result")", sourceLocation: sourceLocation)
            return
        }
        let names = Set(checked.drop { $0 != ":" }.dropFirst().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        for typeName in typeNames {
            #expect(names.contains(typeName), "\(typeName) was not reached: \(checked)", sourceLocation: sourceLocation)
        }
    }
}
