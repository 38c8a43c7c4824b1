import Foundation
import TestSupport

/// The golden output of the `viper` template for module `Login`, and leak drivers for it.
enum LoginFixture {
    /// `Tests/ViperaGeneratorTests/Golden/viper/Login`, kept up to date by the generator's tests.
    static let golden = Golden.folder("viper/Login")

    /// `Tests/ViperaGeneratorTests/Golden/viper/LoginTests`: the template's tests part for
    /// `Login`, which imports the app module `Shop` (the golden project's name).
    static let goldenTests = Golden.folder("viper/LoginTests")

    /// The title the fake service returns.
    static let title = "Welcome back"

    /// Builds the module with a service returning `title` and waits until the screen shows it.
    static let showsTitleDriver = """
        struct FakeLoginService: LoginService {
            func loadTitle() async throws -> String { \(title.debugDescription) }
        }

        await LeakCheck.run(
            build: { LoginDefaultBuilder(service: FakeLoginService()).build() },
            exercise: { viewController in
                try await LeakCheck.waitUntil("the title is shown") {
                    viewController.title == \(title.debugDescription)
                }
            }
        )
        """

    /// Builds the module with a failing service and waits until the screen shows a message.
    static let showsErrorDriver = """
        struct FailingLoginService: LoginService {
            struct Offline: Error {}
            func loadTitle() async throws -> String { throw Offline() }
        }

        await LeakCheck.run(
            build: { LoginDefaultBuilder(service: FailingLoginService()).build() },
            exercise: { viewController in
                try await LeakCheck.waitUntil("an error message is shown") {
                    viewController.view.subviews.contains { ($0 as? UILabel)?.text?.isEmpty == false }
                }
            }
        )
        """
}
