import Foundation
import TestSupport
import Testing

/// The tests part the `bc` template generates compiles with its module against the UIKit stub
/// and passes, with one business controller and with two; a module whose view controller does
/// not forward its lifecycle, whose center does not reach every business controller, or whose
/// business controller owns the screen makes it fail.
@Suite("Generated BusinessController tests run")
struct BusinessControllerGeneratedTestsRunTests {
    static let golden = GoldenBusinessControllerTests.golden

    /// Runs `module`'s generated tests on the golden `module` (or on `sources`).
    private func run(_ module: String, sources: URL? = nil, mode: SwiftCompiler.LanguageMode = .swift6) throws -> ProcessResult {
        try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, sources: [sources ?? Self.golden.appendingPathComponent(module)],
            tests: [Self.golden.appendingPathComponent("\(module)Tests")], languageMode: mode
        )
    }

    @Test("the Home module's generated tests pass", arguments: SwiftCompiler.LanguageMode.allCases)
    func homeTestsPass(mode: SwiftCompiler.LanguageMode) throws {
        let result = try run("Home", mode: mode)
        #expect(result.status == 0, "\(result)")
        for test in ["appearingAndDisappearingReachEveryBusinessController", "aBroadcastReachesEveryImplementerOnce", "contentHoldsItsViewControllerWeakly"] {
            #expect(result.stdout.contains("Test \(test)() passed"), "\(test) did not pass:\n\(result)")
        }
    }

    @Test("the generated tests of two business controllers, and of a spec's module with outputs, pass")
    func paymentsTestsPass() throws {
        let spec = GoldenBusinessControllerTests.spec
        let result = try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule,
            sources: [Self.golden.appendingPathComponent("Payments"), spec.appendingPathComponent("Modules")],
            tests: [Self.golden.appendingPathComponent("PaymentsTests"), spec.appendingPathComponent("Tests")], languageMode: .swift6
        )
        #expect(result.status == 0, "\(result)")
        for test in [
            "loginHoldsItsViewControllerWeakly", "analyticsHoldsItsViewControllerWeakly", "buildsTheScreenWithEveryBusinessControllerInOrder",
            "didCheckOutBroadcastReachesTheDelegate", "didEmptyBroadcastReachesTheDelegate", "aReleasedDelegateIsNotKeptAlive",
            "theDelegateHearsWhatTheScreenReports", "showCartPushesItsScreen", "showCartPresentsItsScreenWithoutANavigationController",
            "cartDidCheckOutTakesItAwayAndReachesTheConversation", "cartDidEmptyTakesItAwayAndReachesTheConversation",
        ] {
            #expect(result.stdout.contains("Test \(test)() passed"), "\(test) did not pass:\n\(result)")
        }
    }

    @Test("a routing business controller that does not take the screen it opened away fails them")
    func openedScreenNotClosedFails() throws {
        let spec = GoldenBusinessControllerTests.spec
        let result = try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, mutantOf: spec.appendingPathComponent("Modules"), file: "Shop/ShopRoutingBusinessController.swift",
            replacing: "closeCart()\n        viewController?.communicationCenter.broadcast { $0.cartDidEmpty() }",
            with: "viewController?.communicationCenter.broadcast { $0.cartDidEmpty() }", tests: [spec.appendingPathComponent("Tests")]
        )
        #expect(result.status != 0, "\(result)")
        #expect(result.stdout.contains("Test cartDidEmptyTakesItAwayAndReachesTheConversation() failed"), "\(result)")
        #expect(result.stdout.contains("Test cartDidCheckOutTakesItAwayAndReachesTheConversation() passed"), "\(result)")
    }

    @Test("a view controller that does not forward viewWillAppear fails them")
    func lifecycleNotForwardedFails() throws {
        let result = try mutantResult(
            file: "HomeViewController.swift", replacing: "businessControllers.forEach { $0.viewWillAppear(animated) }", with: ""
        )
        #expect(result.status != 0, "\(result)")
        #expect(result.stdout.contains("Test appearingAndDisappearingReachEveryBusinessController() failed"), "\(result)")
        #expect(result.stdout.contains("Test theAnimatedFlagIsForwarded() failed"), "\(result)")
        #expect(result.stdout.contains("Test loadingTheViewReachesEveryBusinessController() passed"), "\(result)")
    }

    @Test("a communication center that stops at the first business controller fails them")
    func broadcastNotReachingEveryImplementerFails() throws {
        let result = try mutantResult(
            file: "HomeCommunicationCenter.swift", replacing: "message(listener)", with: "message(listener); return"
        )
        #expect(result.status != 0, "\(result)")
        #expect(result.stdout.contains("Test aBroadcastReachesEveryImplementerOnce() failed"), "\(result)")
        #expect(result.stdout.contains("Test contentTellsEveryBusinessControllerTheContentChangedWhenTheViewLoads() failed"), "\(result)")
        #expect(result.stdout.contains("Test itHoldsTheViewControllerWeakly() passed"), "\(result)")
    }

    @Test("a business controller owning its view controller fails them")
    func strongViewControllerFails() throws {
        let result = try mutantResult(
            file: "HomeBusinessController.swift", replacing: "private weak var viewController", with: "private var viewController"
        )
        #expect(result.status != 0, "\(result)")
        #expect(result.stdout.contains("Test contentHoldsItsViewControllerWeakly() failed"), "\(result)")
        #expect(result.stdout.contains("Test releasingTheBuiltScreenFreesIt() failed"), "\(result)")
        #expect(result.stdout.contains("Test contentShowsTheChangedContent() passed"), "\(result)")
    }

    /// The Home module's generated tests run on a copy of the golden module with one replacement.
    private func mutantResult(file: String, replacing original: String, with replacement: String) throws -> ProcessResult {
        try GeneratedTestPackage.runTests(
            appModule: GeneratedTestsRunTests.appModule, mutantOf: Self.golden.appendingPathComponent("Home"), file: file,
            replacing: original, with: replacement, tests: [Self.golden.appendingPathComponent("HomeTests")]
        )
    }
}
