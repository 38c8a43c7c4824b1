import Foundation
import TestSupport

/// Leak drivers for the `moa` template's golden `Payments` modules.
enum MOAFixture {
    /// Swift for the container a presentation mode shows the module from, and the root view
    /// controller that holds it.
    static func container(for presentation: String) -> String {
        switch presentation {
        case "push": "UINavigationController(rootViewController: UIViewController())"
        case "tab": "UITabBarController()"
        default: "UIViewController()"
        }
    }

    /// Opens the module from its container and loads the shown screen, then waits until it shows
    /// its title; the container is the root the leak check releases.
    static func showsTitleDriver(presentation: String) -> String {
        """
        \(findScreen)

        await LeakCheck.run(
            build: {
                let container = \(container(for: presentation))
                PaymentsModule().open(PaymentsParameters(), from: container)
                paymentsScreen(in: container)?.loadViewIfNeeded()
                return container
            },
            exercise: { container in
                guard let screen = paymentsScreen(in: container) else { throw NotShown() }
                try await LeakCheck.waitUntil("the screen shows its title") { screen.title == "Payments" }
            }
        )
        """
    }

    /// Opens the module twice with the same parameters, prints whether the routable and the
    /// screen were reused, releases the container, and opens it a third time.
    static let reuseDriver = """
        \(findScreen)

        /// Opens the module twice from one container and returns weak references to what it showed.
        @MainActor
        func openTwice(_ module: PaymentsModule, from container: UIViewController) -> (routable: WeakReference, screen: WeakReference?) {
            let first = module.open(PaymentsParameters(), from: container)
            let firstScreen = paymentsScreen(in: container)
            let second = module.open(PaymentsParameters(), from: container)
            print("same routable: \\(first === second)")
            print("same screen: \\(firstScreen != nil && paymentsScreen(in: container) === firstScreen)")
            return (WeakReference(first), firstScreen.map { WeakReference($0) })
        }

        let module = PaymentsModule()
        var container: UIViewController? = UIViewController()
        let shown = openTwice(module, from: container!)
        container = nil
        print("freed after release: \\(!shown.routable.isAlive && shown.screen?.isAlive == false)")
        let other = UIViewController()
        let third = module.open(PaymentsParameters(), from: other)
        print("third call shows a new screen: \\(paymentsScreen(in: other)?.presenter === third)")
        """

    /// Opens the spec's `Login` with completions, lets it report `didLogIn` while shown, and waits
    /// until its screen shows its title; the completion captures nothing of the module.
    static let reportsDriver = """
        struct NotShown: Error {}

        await LeakCheck.run(
            build: {
                let container = UIViewController()
                let completions = LoginCompletions(didLogIn: { token in print("reported: didLogIn \\(token)") })
                LoginModule().open(LoginParameters(reason: "expired"), from: container, completions: completions)
                container.presentedViewController?.loadViewIfNeeded()
                return container
            },
            exercise: { container in
                guard let screen = container.presentedViewController as? LoginViewController else { throw NotShown() }
                screen.presenter?.didLogIn(token: "token")
                try await LeakCheck.waitUntil("the screen shows its title") { screen.title == "Login" }
            }
        )
        """

    /// Opens the spec's `Home`, which opens `Login` from its screen; `Login` reports `didLogIn`,
    /// which takes it away, and `Home` opens it again; then waits until both screens show their
    /// titles. The container is the root the leak check releases.
    static let routeDriver = """
        struct NotShown: Error {}

        await LeakCheck.run(
            build: {
                let container = UIViewController()
                HomeModule().open(HomeParameters(), from: container)
                let home = container.presentedViewController as? HomeViewController
                home?.presenter?.showLogin(reason: "expired")
                (home?.presentedViewController as? LoginViewController)?.presenter?.didLogIn(token: "token")
                print("didLogIn took Login away: \\(home?.presentedViewController == nil)")
                home?.presenter?.showLogin(reason: "expired")
                home?.loadViewIfNeeded()
                home?.presentedViewController?.loadViewIfNeeded()
                return container
            },
            exercise: { container in
                guard let home = container.presentedViewController as? HomeViewController,
                    let login = home.presentedViewController as? LoginViewController
                else { throw NotShown() }
                try await LeakCheck.waitUntil("both screens show their titles") { home.title == "Home" && login.title == "Login" }
            }
        )
        """

    /// A helper the drivers share: the `PaymentsViewController` below a container.
    private static let findScreen = """
        struct NotShown: Error {}

        /// The Payments screen the container shows: presented, a child, or a child of either.
        @MainActor
        func paymentsScreen(in container: UIViewController) -> PaymentsViewController? {
            var candidates = [container] + [container.presentedViewController].compactMap { $0 }
            while !candidates.isEmpty {
                let candidate = candidates.removeFirst()
                if let screen = candidate as? PaymentsViewController { return screen }
                candidates += candidate.children
            }
            return nil
        }
        """
}
