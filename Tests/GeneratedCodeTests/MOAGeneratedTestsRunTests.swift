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
        for test in ["didLogInCallsItsCompletion", "didCancelCallsItsCompletion", "theRoutableReportsThroughTheCompletionsOfTheLastOpen"] {
            #expect(result.stdout.contains("Test \(test)() passed"), "\(test) did not pass:\n\(result)")
        }
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
