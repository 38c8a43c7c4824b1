import Foundation
import TestSupport
import Testing

/// The code the `mvvm` template generates frees itself, whether the service succeeds or fails.
/// (It compiles cleanly in Swift 5 and 6: `LayeredMVVMGeneratedTestsRunTests` builds it with
/// warnings as errors in both.)
@Suite("Golden layered MVVM module")
struct GoldenLayeredMVVMTests {
    static let golden = Golden.folder("mvvm/Login")

    @Test("the SwiftUI screen type-checks without warnings", arguments: SwiftCompiler.LanguageMode.allCases)
    func swiftUITypeChecks(mode: SwiftCompiler.LanguageMode) {
        GeneratedModuleChecks.assertTypeChecks(directory: TemplateVariant.mvvmSwiftUI.golden, languageModes: [mode])
    }

    @Test("the SwiftUI screen frees itself after showing what the service returned", arguments: SwiftCompiler.LanguageMode.allCases)
    func swiftUIFreesItself(mode: SwiftCompiler.LanguageMode) {
        let result = GeneratedModuleChecks.assertFreesItself(
            directory: TemplateVariant.mvvmSwiftUI.golden,
            driver: """
                struct FakeFeedService: FeedService {
                    func loadTitle() async throws -> String { "Latest" }
                }

                await LeakCheck.run(
                    build: { FeedViewController(service: FakeFeedService()) },
                    exercise: { viewController in
                        try await LeakCheck.waitUntil("the view model is shown") { viewController.title == "Latest" }
                    }
                )
                """, languageMode: mode)
        GeneratedModuleChecks.expectChecked(["FeedViewController", "FeedViewState"], in: result)
    }

    @Test(
        "frees itself after showing what the service returned",
        arguments: [
            ("func loadTitle() async throws -> String { \"Welcome back\" }", "viewController.title == \"Welcome back\""),
            (
                "func loadTitle() async throws -> String { throw URLError(.notConnectedToInternet) }",
                "viewController.view.subviews.contains { ($0 as? UILabel)?.text?.isEmpty == false }"
            ),
        ])
    func freesItself(service: String, shown: String) {
        let result = GeneratedModuleChecks.assertFreesItself(
            directory: Self.golden,
            driver: """
                struct FakeLoginService: LoginService {
                    \(service)
                }

                await LeakCheck.run(
                    build: { LoginViewController(service: FakeLoginService()) },
                    exercise: { viewController in
                        try await LeakCheck.waitUntil("the view model is shown") { \(shown) }
                    }
                )
                """)
        let checked = result?.stdout.split(separator: "\n").first { $0.hasPrefix("checked ") } ?? ""
        #expect(checked.contains("LoginViewController") && checked.contains("UILabel"), "\(checked)")
    }
}
