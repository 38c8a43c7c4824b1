import Foundation
import Testing
import ViperaCore
import ViperaLint

/// Dialects where ownership reads differently from a router's VIPER: coordinators own their
/// flow, and a presenter that is the view controller owns its root view. Each fixture under
/// `Fixtures/Dialects/<dialect>` has a clean module and a broken one; with no configuration,
/// detection picks the dialect and every finding is asserted.
@Suite struct OwnershipDialectTests {
    /// Every finding in `dialect`'s fixture as a user's first `vipera lint` sees it (detection,
    /// no `.vipera.yml`), as `rule file:line: message`.
    static func findings(_ dialect: String) throws -> (conventions: [String], findings: [String]) {
        var configuration = Configuration(root: Fixture.folder.appendingPathComponent("Dialects/\(dialect)"))
        configuration.detectsConventions = true
        let result = try Validator(configuration: configuration).run()
        let conventions = result.detection?.conventions.map(\.convention.name) ?? []
        return (conventions, result.findings.map { "\($0.ruleID) \($0.file):\($0.range.start.line): \($0.message)" })
    }

    @Test func coordinatorsOwnTheirFlowAndThePresenterHoldsItsCoordinatorWeakly() throws {
        let (conventions, findings) = try Self.findings("coordinator")
        #expect(conventions == ["rambler", "coordinator"])
        #expect(
            findings == [
                "reference-cycle Checkout/CheckoutPresenter.swift:5: strong reference cycle: CheckoutPresenter.moduleOutput → CheckoutCoordinator.checkoutViewController → CheckoutViewController.output → CheckoutPresenter; CheckoutCoordinator assigns itself to CheckoutPresenter.moduleOutput (CheckoutCoordinator.swift:17): make CheckoutPresenter.moduleOutput weak"
            ], "\(findings.joined(separator: "\n"))")
    }

    @Test func aPresenterThatIsTheViewControllerOwnsItsRootView() throws {
        let (conventions, findings) = try Self.findings("presenter-view-controller")
        #expect(conventions == ["presenter-view-controller"])
        #expect(
            findings == [
                "reference-cycle Settings/SettingsView.swift:5: strong reference cycle: SettingsView.controller → SettingsViewController.settingsView → SettingsView; SettingsViewController assigns itself to SettingsView.controller (SettingsViewController.swift:7): make SettingsView.controller weak"
            ], "\(findings.joined(separator: "\n"))")
    }
}
