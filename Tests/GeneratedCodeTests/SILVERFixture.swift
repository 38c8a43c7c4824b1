import Foundation
import TestSupport

/// Leak drivers for the `silver` template's golden modules.
enum SILVERFixture {
    /// The title the fake service returns.
    static let title = "Pay now"

    /// Registers a service returning `title` for `module` in the ServiceLocator.
    static func registerService(for module: String) -> String {
        """
        struct Fake\(module)Service: \(module)Service {
            func loadTitle() async throws -> String { \(title.debugDescription) }
        }
        ServiceLocator.shared.register(Fake\(module)Service(), as: (any \(module)Service).self)
        """
    }

    /// Assembles `Checkout`, configures its callbacks, loads its screen and waits until the screen shows the title.
    static let showsTitleDriver = """
        \(registerService(for: "Checkout"))

        struct NotShown: Error {}

        await LeakCheck.run(
            build: {
                let module = CheckoutAssembly.module()
                module.router.configure(doneHandler: {}, cancelHandler: {})
                module.viewController.loadViewIfNeeded()
                return UINavigationController(rootViewController: module.viewController)
            },
            exercise: { navigationController in
                guard let screen = navigationController.children.first else { throw NotShown() }
                try await LeakCheck.waitUntil("the title is shown") { screen.title == \(title.debugDescription) }
            }
        )
        """

    /// Assembles `Checkout` in a navigation controller, pushes `Address` from it through the
    /// router, lets `Address` report an output (its configured callback takes it away), pushes it
    /// again, and waits until both screens show the title.
    static let showsChildDriver = """
        \(registerService(for: "Checkout"))
        \(registerService(for: "Address"))

        struct NotShown: Error {}

        await LeakCheck.run(
            build: {
                let module = CheckoutAssembly.module()
                let navigationController = UINavigationController(rootViewController: module.viewController)
                let router = module.router as? CheckoutRouter
                router?.showAddress(street: "1 Infinite Loop")
                let shown = navigationController.topViewController.flatMap { Mirror(reflecting: $0).descendant("router") as? AddressRouter }
                shown?.didChooseAddress(city: "Cupertino", zip: 95014)
                print("the output took Address away: \\(shown != nil && navigationController.viewControllers.count == 1)")
                router?.showAddress(street: "1 Infinite Loop")
                navigationController.children.forEach { $0.loadViewIfNeeded() }
                return navigationController
            },
            exercise: { navigationController in
                let screens = navigationController.children
                guard screens.contains(where: { $0 is AddressViewController }) else { throw NotShown() }
                try await LeakCheck.waitUntil("both screens show the title") {
                    screens.allSatisfy { $0.title == \(title.debugDescription) }
                }
            }
        )
        """
}
