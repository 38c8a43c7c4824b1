import Foundation
import TestSupport
import Testing
import ViperaLint

/// The `moa` profile: the template's output satisfies it, and each of its ownership, boundary and
/// naming rules reports a module that breaks it.
@Suite struct MOAProfileTests {
    /// The module and its tests part (mocks named `PaymentsMock<Role>`), checked together.
    @Test(arguments: TemplateVariant.moa)
    func templateOutputHasNoFinding(variant: TemplateVariant) throws {
        let moa = Golden.folder("moa")
        let findings = try Validator(configuration: Configuration(profile: .moa, root: moa))
            .validate(paths: ["\(variant.name)/Payments", "\(variant.testsName)/PaymentsTests"])
        #expect(findings.isEmpty, "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }

    /// The spec's module, with inputs and outputs (completions), and its tests part.
    @Test func specModuleHasNoFinding() throws {
        let findings = try Validator(configuration: Configuration(profile: .moa, root: Golden.folder("moa/spec")))
            .validate(paths: ["Modules", "Tests"])
        #expect(findings.isEmpty, "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }

    static let golden = Golden.folder("moa/modal/Payments")

    static let breakages: [ProfileBreakage] = [
        ProfileBreakage(
            "the module keeps its routables strongly", file: "PaymentsModule.swift",
            replacing: "instantiatedRoutables: PaymentsWeakCollection<PaymentsPresenter> = PaymentsWeakCollection()",
            with: "instantiatedRoutables: [PaymentsPresenter] = []",
            expecting: [("weak-reference-required", "PaymentsModule.swift", "PaymentsModule.instantiatedRoutables owns its Presenter")]
        ),
        ProfileBreakage(
            "the module stores a wireframe", file: "PaymentsModule.swift",
            replacing: "    init() {}", with: "    private weak var wireframe: PaymentsWireframe?\n\n    init() {}",
            expecting: [("forbidden-stored-reference", "PaymentsModule.swift", "PaymentsModule.wireframe")]
        ),
        ProfileBreakage(
            "the wireframe keeps what it presented strongly", file: "PaymentsWireframe.swift",
            replacing: "presentedViewControllers: PaymentsWeakCollection<UIViewController> = PaymentsWeakCollection()",
            with: "presentedViewControllers: [UIViewController] = []",
            expecting: [
                (
                    "reference-cycle", "PaymentsWireframe.swift",
                    "PaymentsWireframe.presentedViewControllers → PaymentsViewController.presenter → PaymentsPresenter.wireframe → PaymentsWireframe; hold the elements of PaymentsWireframe.presentedViewControllers in weak boxes (a collection cannot be weak)"
                )
            ]
        ),
        ProfileBreakage(
            "the wireframe keeps its container strongly", file: "PaymentsWireframe.swift",
            replacing: "private weak var container", with: "private var container",
            expecting: [
                (
                    "reference-cycle", "PaymentsWireframe.swift",
                    "PaymentsWireframe.container → PaymentsViewController.presenter → PaymentsPresenter.wireframe → PaymentsWireframe; make PaymentsWireframe.container weak"
                )
            ]
        ),
        ProfileBreakage(
            "the wireframe keeps the presenter strongly", file: "PaymentsWireframe.swift",
            replacing: "    init(container: Container) {", with: "    private var presenter: PaymentsPresenter?\n\n    init(container: Container) {",
            expecting: [
                (
                    "reference-cycle", "PaymentsWireframe.swift",
                    "PaymentsWireframe.presenter → PaymentsPresenter.wireframe → PaymentsWireframe; make PaymentsWireframe.presenter weak"
                )
            ]
        ),
        ProfileBreakage(
            "the presenter holds its wireframe weakly", file: "PaymentsPresenter.swift",
            replacing: "private let wireframe: PaymentsWireframe\n", with: "private weak var wireframe: PaymentsWireframe?\n",
            expecting: [("strong-reference-required", "PaymentsPresenter.swift", "PaymentsPresenter.wireframe")]
        ),
        ProfileBreakage(
            "the presenter owns its view", file: "PaymentsPresenter.swift",
            replacing: "weak var view:", with: "var view:",
            expecting: [
                ("reference-cycle", "PaymentsPresenter.swift", "PaymentsPresenter.view → PaymentsViewController.presenter → PaymentsPresenter")
            ]
        ),
        ProfileBreakage(
            "the presenter imports UIKit", file: "PaymentsPresenter.swift",
            replacing: "\n/// The Payments presenter", with: "\nimport UIKit\n\n/// The Payments presenter",
            expecting: [("forbidden-import", "PaymentsPresenter.swift", "UIKit")]
        ),
        ProfileBreakage(
            "the presenter names a UIKit type", file: "PaymentsPresenter.swift",
            replacing: "weak var view: (any PaymentsView)?", with: "weak var view: UIViewController?",
            expecting: [("forbidden-dependency", "PaymentsPresenter.swift", "UIViewController")]
        ),
        ProfileBreakage(
            "the view controller holds its presenter weakly", file: "PaymentsViewController.swift",
            replacing: "    var presenter: PaymentsPresenter?", with: "    weak var presenter: PaymentsPresenter?",
            expecting: [("strong-reference-required", "PaymentsViewController.swift", "PaymentsViewController.presenter")]
        ),
        ProfileBreakage(
            "the module has no routable protocol", file: "PaymentsRoutable.swift",
            replacing: "protocol PaymentsRoutable: AnyObject {", with: "protocol PaymentsContract: AnyObject {",
            expecting: [
                ("file-name", "PaymentsRoutable.swift", "PaymentsContract"),
                ("missing-role-protocol", "PaymentsPresenter.swift", "module Payments has no PaymentsRoutable protocol"),
            ]
        ),
    ]

    @Test(arguments: breakages)
    func reportsWhatBreaksTheProfile(breakage: ProfileBreakage) throws {
        try breakage.expectReported(golden: Self.golden, profile: .moa)
    }
}
