import Foundation
import Testing
import TestSupport

/// The tests part the `viper` template generates compiles with its module against the UIKit
/// stub and passes; a module whose wiring is broken makes it fail.
@Suite("Generated tests run")
struct GeneratedTestsRunTests {
    /// The golden project's name, which the generated tests import with `@testable`.
    static let appModule = "Shop"

    @Test("the Login module's generated tests pass", arguments: SwiftCompiler.LanguageMode.allCases)
    func loginTestsPass(mode: SwiftCompiler.LanguageMode) throws {
        let result = try GeneratedTestPackage.runTests(
            appModule: Self.appModule, sources: [LoginFixture.golden], tests: [LoginFixture.goldenTests], languageMode: mode
        )
        #expect(result.status == 0, "\(result)")
        for test in ["loadingTheViewTellsThePresenter", "tappingCloseAsksTheRouterToClose", "theServicesTitleReachesTheScreen"] {
            #expect(result.stdout.contains("Test \(test)() passed"), "\(test) did not pass:\n\(result)")
        }
    }

    @Test("the spec's generated tests, with routes and inputs, pass")
    func specTestsPass() throws {
        let spec = Golden.folder("spec")
        let result = try GeneratedTestPackage.runTests(
            appModule: Self.appModule, sources: [spec.appendingPathComponent("Modules")],
            tests: [spec.appendingPathComponent("Tests")], languageMode: .swift6
        )
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Test showPostDetailBuildsAndPushesIt() passed"), "\(result)")
    }

    @Test("a presenter that does not ask the router to close fails them")
    func presenterNotRoutingFails() throws {
        let result = try mutantResult(
            file: "Default/LoginDefaultPresenter.swift", replacing: "router.close()", with: "interactor.loadContent()"
        )
        #expect(result.status != 0, "\(result)")
        #expect(result.stdout.contains("Test tappingCloseAsksTheRouterToClose() failed"), "\(result)")
        #expect(result.stdout.contains("Test viewDidLoadAsksTheInteractorForContent() passed"), "\(result)")
    }

    @Test("a presenter that does not show the loaded title fails them")
    func titleNotReachingTheViewFails() throws {
        let result = try mutantResult(
            file: "Default/LoginDefaultPresenter.swift", replacing: "view?.display(title: title)", with: "view?.display(errorMessage: title)"
        )
        #expect(result.status != 0, "\(result)")
        #expect(result.stdout.contains("Test aLoadedTitleReachesTheView() failed"), "\(result)")
        #expect(result.stdout.contains("Test theServicesTitleReachesTheScreen() failed"), "\(result)")
        #expect(result.stdout.contains("Test tappingCloseAsksTheRouterToClose() passed"), "\(result)")
    }

    /// The generated tests run on a copy of the golden Login module with one replacement.
    private func mutantResult(file: String, replacing original: String, with replacement: String) throws -> ProcessResult {
        try GeneratedTestPackage.runTests(
            appModule: Self.appModule, mutantOf: LoginFixture.golden, file: file, replacing: original, with: replacement,
            tests: [LoginFixture.goldenTests]
        )
    }
}
