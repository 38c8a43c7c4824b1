import Foundation
import Testing
import TestSupport

/// The code the `mvvm` template generates frees itself, whether the service succeeds or fails.
/// (It compiles cleanly in Swift 5 and 6: `LayeredMVVMGeneratedTestsRunTests` builds it with
/// warnings as errors in both.)
@Suite("Golden layered MVVM module")
struct GoldenLayeredMVVMTests {
    static let golden = Golden.folder("mvvm/Login")

    @Test("frees itself after showing what the service returned", arguments: [
        ("func loadTitle() async throws -> String { \"Welcome back\" }", "viewController.title == \"Welcome back\""),
        ("func loadTitle() async throws -> String { throw URLError(.notConnectedToInternet) }",
         "viewController.view.subviews.contains { ($0 as? UILabel)?.text?.isEmpty == false }"),
    ])
    func freesItself(service: String, shown: String) {
        let result = GeneratedModuleChecks.assertFreesItself(directory: Self.golden, driver: """
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
