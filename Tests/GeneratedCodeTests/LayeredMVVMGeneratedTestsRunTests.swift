import Foundation
import TestSupport
import Testing

/// The tests part the `mvvm` template generates compiles with its module against the UIKit stub
/// and passes; a view controller that does not render the view model the service's answer made
/// makes it fail.
@Suite("Generated layered MVVM tests run")
struct LayeredMVVMGeneratedTestsRunTests {
    static let golden = GoldenLayeredMVVMTests.golden
    static let goldenTests = Golden.folder("mvvm/LoginTests")

    @Test("the Login module's and the SwiftUI Feed module's generated tests pass", arguments: SwiftCompiler.LanguageMode.allCases)
    func loginTestsPass(mode: SwiftCompiler.LanguageMode) throws {
        let swiftUI = TemplateVariant.mvvmSwiftUI
        let result = try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, sources: [Self.golden, swiftUI.golden], tests: [Self.goldenTests, swiftUI.goldenTests],
            languageMode: mode
        )
        #expect(result.status == 0, "\(result)")
        for test in [
            "rendersTheViewModelOfTheServicesTitle", "rendersTheViewModelOfAServiceError", "failedShowsWhyInAMessage",
            "showsTheViewModelOfTheServicesTitle", "showsTheViewModelOfAServiceError", "aNewViewModelTellsObservers",
        ] {
            #expect(result.stdout.contains("Test \(test)() passed"), "\(test) did not pass:\n\(result)")
        }
    }

    @Test("a view controller that does not render a new view model fails them")
    func viewModelNotRenderedFails() throws {
        let result = try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, mutantOf: Self.golden, file: "UI/LoginViewController.swift",
            replacing: "didSet { render() }", with: "didSet {}", tests: [Self.goldenTests]
        )
        #expect(result.status != 0, "\(result)")
        #expect(result.stdout.contains("Test rendersTheViewModelOfTheServicesTitle() failed"), "\(result)")
        #expect(result.stdout.contains("Test rendersTheViewModelOfAServiceError() failed"), "\(result)")
        #expect(result.stdout.contains("Test showsTheLoadingViewModelUntilTheServiceAnswers() passed"), "\(result)")
        #expect(result.stdout.contains("Test loadedShowsTheTitle() passed"), "\(result)")
    }
}
