import Foundation
import TestSupport
import Testing

/// The tests part the `moa` template generates compiles with its module against the UIKit stub
/// and passes in every presentation mode; a module whose presenter does not ask its wireframe to
/// show the screen makes the routing tests fail.
@Suite("MOA generated tests run")
struct MOAGeneratedTestsRunTests {
    /// The tests that prove the module's wiring, each of which must have run and passed.
    static let wiringTests = [
        "loadingTheViewTellsThePresenter", "routeAsksTheWireframeToShowTheScreen",
        "tappingCloseAsksTheWireframeToTakeTheScreenAway", "openingAgainWithEqualParametersReusesTheLiveRoutable",
    ]

    @Test("the Payments module's generated tests pass in Swift 6", arguments: TemplateVariant.moaPresentations)
    func paymentsTestsPass(variant: TemplateVariant) throws {
        try expectPass(variant: variant, languageMode: .swift6)
    }

    @Test("the modal Payments module's and the spec's Login module's generated tests pass in Swift 5")
    func paymentsTestsPassInSwift5() throws {
        let modal = try #require(TemplateVariant.moaPresentations.first { $0.name == "modal" })
        let result = try expectPass(variant: modal, languageMode: .swift5, alsoModules: TemplateVariant.moaSpecModules, tests: TemplateVariant.moaSpecTests)
        for test in ["didLogInCallsItsCompletion", "didCancelCallsItsCompletion", "theRoutableReportsThroughTheCompletionsOfTheLastOpen"] + Self.routeTests {
            #expect(result.stdout.contains("Test \(test)() passed"), "\(test) did not pass:\n\(result)")
        }
    }

    /// The tests of the spec's route from `Home` to `Login`.
    static let routeTests = [
        "showLoginOpensItFromTheScreen", "showLoginOpensNothingWhileTheScreenIsNotShown", "loginDidLogInTakesItAway", "loginDidCancelTakesItAway",
    ]

    @Test("the spec's generated tests, with a route to a module that reports through completions, pass in Swift 6")
    func specTestsPass() throws {
        let result = try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, sources: [TemplateVariant.moaSpecModules], tests: [TemplateVariant.moaSpecTests],
            languageMode: .swift6
        )
        #expect(result.status == 0, "\(result)")
        for test in Self.routeTests {
            #expect(result.stdout.contains("Test \(test)() passed"), "\(test) did not pass:\n\(result)")
        }
    }

    @Test("a caller that does not take the module it opened away when it reports fails them")
    func callerNotClosingFails() throws {
        let result = try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, mutantOf: TemplateVariant.moaSpecModules, file: "Home/HomePresenter.swift",
            replacing: "func didLogIn(token: String) {\n        shownLogin?.close()", with: "func didLogIn(token: String) {",
            tests: [TemplateVariant.moaSpecTests]
        )
        #expect(result.status != 0, "\(result)")
        #expect(result.stdout.contains("Test loginDidLogInTakesItAway() failed"), "\(result)")
        #expect(result.stdout.contains("Test loginDidCancelTakesItAway() passed"), "\(result)")
    }

    @Test("a presenter that does not ask the wireframe to show the screen fails them")
    func presenterNotRoutingFails() throws {
        let variant = try #require(TemplateVariant.moaPresentations.first { $0.name == "push" })
        let result = try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, mutantOf: variant.golden, file: "PaymentsPresenter.swift",
            replacing: "wireframe.show(self)", with: "wireframe.close()", tests: [variant.goldenTests]
        )
        #expect(result.status != 0, "\(result)")
        #expect(result.stdout.contains("Test routeAsksTheWireframeToShowTheScreen() failed"), "\(result)")
        #expect(result.stdout.contains("Test openShowsTheRoutablesScreen() failed"), "\(result)")
        #expect(result.stdout.contains("Test loadingTheViewTellsThePresenter() passed"), "\(result)")
    }

    /// Runs the variant's generated tests, with another golden module and its tests when given,
    /// and expects them to pass.
    @discardableResult
    private func expectPass(
        variant: TemplateVariant, languageMode: SwiftCompiler.LanguageMode, alsoModules modules: URL? = nil, tests: URL? = nil
    ) throws -> ProcessResult {
        let result = try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, sources: [variant.golden] + [modules].compactMap { $0 },
            tests: [variant.goldenTests] + [tests].compactMap { $0 }, languageMode: languageMode
        )
        #expect(result.status == 0, "\(result)")
        for test in Self.wiringTests {
            #expect(result.stdout.contains("Test \(test)() passed"), "\(test) did not pass:\n\(result)")
        }
        return result
    }
}
