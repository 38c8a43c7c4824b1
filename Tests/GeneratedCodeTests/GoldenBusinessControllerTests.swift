import Foundation
import TestSupport
import Testing

/// The code the `bc` template generates, with one business controller (`Home`) and with two
/// (`Payments`), compiles cleanly and frees itself.
@Suite("Golden BusinessController modules")
struct GoldenBusinessControllerTests {
    static let golden = Golden.folder("bc")

    /// Each golden module with the business controllers it holds.
    static let modules: [(module: String, businessControllers: [String])] = [
        ("Home", ["HomeContentBusinessController"]),
        ("Payments", ["PaymentsLoginBusinessController", "PaymentsAnalyticsBusinessController"]),
    ]

    /// `BusinessControllerGeneratedTestsRunTests` builds `Home` in Swift 5 and 6 and `Payments`
    /// in Swift 6 with warnings as errors; this is the remaining mode.
    @Test("Payments type-checks without warnings in Swift 5")
    func typeChecks() {
        GeneratedModuleChecks.assertTypeChecks(directory: Self.golden.appendingPathComponent("Payments"), languageModes: [.swift5])
    }

    /// The spec `Golden/bc/spec/cart.yml`: `Shop` opens `Cart`, whose outputs its delegate
    /// business controller passes on to `Shop`'s routing business controller.
    static let spec = Golden.folder("bc/spec")

    /// Builds `module` (with `arguments`), shows it, and waits until its business controllers'
    /// conversation set the title.
    static func driver(_ module: String, arguments: String = "") -> String {
        """
        await LeakCheck.run(
            build: { \(module)Builder().build(\(arguments)) },
            exercise: { viewController in
                viewController.beginAppearanceTransition(true, animated: false)
                viewController.endAppearanceTransition()
                try await LeakCheck.waitUntil("the conversation set the title") {
                    viewController.title == \(module.debugDescription)
                }
            }
        )
        """
    }

    @Test("frees itself after its business controllers talked", arguments: ["Home", "Payments"])
    func freesItself(module: String) throws {
        let businessControllers = try #require(Self.modules.first { $0.module == module }).businessControllers
        let result = GeneratedModuleChecks.assertFreesItself(directory: Self.golden.appendingPathComponent(module), driver: Self.driver(module))
        let checked = result?.stdout.split(separator: "\n").first { $0.hasPrefix("checked ") } ?? ""
        for name in ["\(module)ViewController", "\(module)CommunicationCenter"] + businessControllers {
            #expect(checked.contains(name), "\(name) was not reached: \(checked)")
        }
    }

    @Test("a module of a spec, with outputs, type-checks without warnings", arguments: SwiftCompiler.LanguageMode.allCases)
    func specTypeChecks(mode: SwiftCompiler.LanguageMode) {
        GeneratedModuleChecks.assertTypeChecks(directory: Self.spec.appendingPathComponent("Modules"), languageModes: [mode])
    }

    @Test("a module of a spec frees itself with its delegate business controller")
    func specModuleFreesItself() {
        let result = GeneratedModuleChecks.assertFreesItself(
            directory: Self.spec.appendingPathComponent("Modules"), driver: Self.driver("Cart", arguments: "delegate: nil")
        )
        GeneratedModuleChecks.expectChecked(["CartViewController", "CartItemsBusinessController", "CartDelegateBusinessController"], in: result)
    }

    /// `Shop`, in a navigation controller, opens `Cart`; `Cart` reports `didEmpty`, which pops it,
    /// and `Shop` opens it again; then both screens set their titles.
    static let routeDriver = """
        struct NotShown: Error {}

        await LeakCheck.run(
            build: {
                let shop = ShopBuilder().build()
                let navigationController = UINavigationController(rootViewController: shop)
                (shop as? ShopViewController)?.communicationCenter.broadcast { $0.showCart() }
                (navigationController.topViewController as? CartViewController)?.communicationCenter.broadcast { $0.didEmpty() }
                print("didEmpty took Cart away: \\(navigationController.viewControllers.count == 1)")
                (shop as? ShopViewController)?.communicationCenter.broadcast { $0.showCart() }
                return navigationController
            },
            exercise: { navigationController in
                let screens = navigationController.children
                guard screens.count == 2, screens.last is CartViewController else { throw NotShown() }
                for screen in screens {
                    screen.beginAppearanceTransition(true, animated: false)
                    screen.endAppearanceTransition()
                }
                try await LeakCheck.waitUntil("both screens set their titles") { screens.map(\\.title) == ["Shop", "Cart"] }
            }
        )
        """

    @Test("a module that opened another, which reported an output and was opened again, frees itself and the other")
    func routingModuleFreesItselfAndTheOther() {
        let result = GeneratedModuleChecks.assertFreesItself(directory: Self.spec.appendingPathComponent("Modules"), driver: Self.routeDriver)
        GeneratedModuleChecks.expectChecked(
            ["ShopViewController", "ShopRoutingBusinessController", "CartViewController", "CartItemsBusinessController", "CartDelegateBusinessController"],
            in: result)
        #expect(result?.stdout.contains("didEmpty took Cart away: true") == true, "\(String(describing: result))")
    }

    @Test("a business controller owning its view controller is reported as a leak")
    func strongViewControllerLeaks() throws {
        let mutant = try GeneratedModuleChecks.mutant(
            of: Self.golden.appendingPathComponent("Home"), file: "HomeBusinessController.swift",
            replacing: "private weak var viewController", with: "private var viewController"
        )
        defer { mutant.remove() }
        let result = try GeneratedModuleChecks.runLeakDriver(directory: mutant.url, driver: Self.driver("Home"))
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("still alive: HomeViewController"), "\(result)")
    }
}
