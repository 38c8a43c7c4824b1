import Foundation
import TestSupport
import Testing

/// The tests part the `viper` template generates compiles with its module against the UIKit
/// stub and passes; a module whose wiring is broken makes it fail.
@Suite("Generated tests run")
struct GeneratedTestsRunTests {
    /// The golden project's name, which the generated tests import with `@testable`.
    static let appModule = "Shop"

    /// The golden spec: `PostList` routes to `PostDetail`, a SwiftUI module with outputs.
    static let spec = Golden.folder("spec")

    /// The generated tests of the spec's outputs: each output reaches the delegate and, through
    /// the list's router, the list's presenter, which closes the detail; the delegate is weak.
    static let specOutputTests = [
        "didDeletePostReachesTheDelegate", "didFinishReachesTheDelegate", "aReleasedDelegateIsNotKeptAlive",
        "tappingCloseAsksTheDelegateToCloseTheModule", "thePresenterReportsToTheDelegate",
        "postDetailDidDeletePostReachesThePresenter", "postDetailDidDeletePostClosesIt", "closePostDetailPopsIt",
    ]

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

    @Test("the spec's generated tests, with routes, inputs, outputs and a SwiftUI module, pass")
    func specTestsPass() throws {
        let result = try GeneratedTestPackage.runTests(
            appModule: Self.appModule, sources: [Self.spec.appendingPathComponent("Modules")],
            tests: [Self.spec.appendingPathComponent("Tests")], languageMode: .swift6
        )
        #expect(result.status == 0, "\(result)")
        for test in Self.specOutputTests + ["showPostDetailBuildsAndPushesIt", "displayingATitleShowsItAndTellsObservers"] {
            #expect(result.stdout.contains("Test \(test)() passed"), "\(test) did not pass:\n\(result)")
        }
    }

    @Test("a module holding its delegate strongly fails them")
    func strongDelegateFails() throws {
        let result = try GeneratedTestPackage.runTests(
            appModule: Self.appModule, mutantOf: Self.spec.appendingPathComponent("Modules"),
            file: "PostDetail/Default/PostDetailDefaultPresenter.swift",
            replacing: "weak var delegate: (any PostDetailDelegate)?", with: "var delegate: (any PostDetailDelegate)?",
            tests: [Self.spec.appendingPathComponent("Tests")]
        )
        #expect(result.status != 0, "\(result)")
        #expect(result.stdout.contains("Test aReleasedDelegateIsNotKeptAlive() failed"), "\(result)")
        #expect(result.stdout.contains("Test didDeletePostReachesTheDelegate() passed"), "\(result)")
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
