import Foundation
import TestSupport
import Testing
import ViperaLint

/// The `silver` profile: the template's output satisfies it, and each of its ownership, boundary
/// and naming rules reports a module that breaks it.
@Suite struct SILVERProfileTests {
    /// The modules and their tests parts (mocks named `<Module>Mock<Role>`), checked together:
    /// one module, and the spec's two.
    @Test(arguments: [["plain/Checkout", "plain/CheckoutTests"], ["spec/Modules", "spec/Tests"]])
    func templateOutputHasNoFinding(paths: [String]) throws {
        let silver = Golden.folder("silver")
        let findings = try Validator(configuration: Configuration(profile: .silver, root: silver)).validate(paths: paths)
        #expect(findings.isEmpty, "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }

    static let breakages: [ProfileBreakage] = [
        ProfileBreakage(
            "the router owns its view controller", file: "CheckoutRouter.swift",
            replacing: "private weak var internalViewController", with: "private var internalViewController",
            expecting: [
                ("reference-cycle", "CheckoutRouter.swift", "CheckoutRouter.internalViewController → CheckoutViewController.router → CheckoutRouter")
            ]
        ),
        ProfileBreakage(
            "the view controller holds its router weakly", file: "CheckoutViewController.swift",
            replacing: "    private let router: CheckoutRouter", with: "    private weak var router: CheckoutRouter?",
            expecting: [("strong-reference-required", "CheckoutViewController.swift", "CheckoutViewController.router")]
        ),
        ProfileBreakage(
            "the view controller holds its interactor weakly", file: "CheckoutViewController.swift",
            replacing: "    private let interactor: any CheckoutInteractorProtocol", with: "    private weak var interactor: (any CheckoutInteractorProtocol)?",
            expecting: [("strong-reference-required", "CheckoutViewController.swift", "CheckoutViewController.interactor")]
        ),
        ProfileBreakage(
            "the interactor owns the view", file: "CheckoutInteractor.swift",
            replacing: "weak var view:", with: "var view:",
            expecting: [
                ("reference-cycle", "CheckoutInteractor.swift", "CheckoutInteractor.view → CheckoutViewController.interactor → CheckoutInteractor")
            ]
        ),
        ProfileBreakage(
            "the interactor imports UIKit", file: "CheckoutInteractor.swift",
            replacing: "\n/// Loads the Checkout", with: "\nimport UIKit\n\n/// Loads the Checkout",
            expecting: [("forbidden-import", "CheckoutInteractor.swift", "UIKit")]
        ),
        ProfileBreakage(
            "the assembly keeps the router it made", file: "CheckoutAssembly.swift",
            replacing: "enum CheckoutAssembly {", with: "final class CheckoutAssembly {\n    private var router: CheckoutRouter?",
            expecting: [("forbidden-stored-reference", "CheckoutAssembly.swift", "CheckoutAssembly.router")]
        ),
        ProfileBreakage(
            "a role protocol without the Protocol suffix", file: "CheckoutInteractorProtocol.swift",
            replacing: "protocol CheckoutInteractorProtocol: AnyObject {", with: "protocol CheckoutInteractorInterface: AnyObject {",
            expecting: [
                ("file-name", "CheckoutInteractorProtocol.swift", "CheckoutInteractorInterface"),
                ("protocol-suffix", "CheckoutInteractorProtocol.swift", "CheckoutInteractorInterface"),
            ]
        ),
        ProfileBreakage(
            "the module has no router protocol", file: "CheckoutRouterProtocol.swift",
            replacing: "protocol CheckoutRouterProtocol: AnyObject {", with: "protocol CheckoutNavigation: AnyObject {",
            expecting: [
                ("file-name", "CheckoutRouterProtocol.swift", "CheckoutNavigation"),
                ("missing-role-protocol", "CheckoutRouter.swift", "module Checkout has no CheckoutRouter protocol"),
            ]
        ),
    ]

    @Test(arguments: breakages)
    func reportsWhatBreaksTheProfile(breakage: ProfileBreakage) throws {
        try breakage.expectReported(golden: TemplateVariant.silver.golden, profile: .silver)
    }

    /// A parent router that owns the router of the module it showed.
    @Test func reportsAParentRouterOwningItsChild() throws {
        let breakage = ProfileBreakage(
            "the parent router owns its child router", file: "Checkout/CheckoutRouter.swift",
            replacing: "private weak var addressRouter", with: "private var addressRouter",
            expecting: [("weak-reference-required", "Checkout/CheckoutRouter.swift", "CheckoutRouter.addressRouter owns its Router")]
        )
        try breakage.expectReported(golden: TemplateVariant.silverSpecModules, profile: .silver)
    }
}
