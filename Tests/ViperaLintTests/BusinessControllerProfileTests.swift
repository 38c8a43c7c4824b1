import Foundation
import TestSupport
import Testing
import ViperaCore
import ViperaLint

/// The `bc` profile: the `bc` template's output and its tests part satisfy it, and a fixture
/// project that breaks each of its rules is reported exactly.
@Suite struct BusinessControllerProfileTests {
    static let fixture = Fixture.folder.appendingPathComponent("BC")

    /// Each golden module and its tests part (the mock named `<Module>MockBusinessController`),
    /// checked together.
    @Test(arguments: ["Home", "Payments"])
    func goldenModuleAndItsTestsHaveNoFinding(module: String) throws {
        let bc = Golden.folder("bc")
        let findings = try Validator(configuration: Configuration(profile: .bc, root: bc)).validate(paths: [module, "\(module)Tests"])
        #expect(findings == [], "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }

    /// The spec's module with outputs (a delegate business controller) and its tests part.
    @Test func specModuleHasNoFinding() throws {
        let spec = Golden.folder("bc/spec")
        let findings = try Validator(configuration: Configuration(profile: .bc, root: spec)).validate(paths: ["Modules", "Tests"])
        #expect(findings == [], "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }

    /// The delegate business controller holding the delegate strongly is reported.
    @Test func aStrongDelegateIsReported() throws {
        let breakage = ProfileBreakage(
            "the delegate business controller owns the delegate", file: "Cart/CartDelegateBusinessController.swift",
            replacing: "private(set) weak var delegate", with: "private(set) var delegate",
            expecting: [
                (
                    "strong-delegate", "Cart/CartDelegateBusinessController.swift",
                    "CartDelegateBusinessController.delegate holds the delegate CartDelegate strongly"
                )
            ]
        )
        try breakage.expectReported(golden: Golden.folder("bc/spec/Modules"), profile: .bc)
    }

    @Test func fixtureBreakingEachRuleIsReportedExactly() throws {
        let configuration = try Configuration(projectFile: ProjectFile(url: Self.fixture.appendingPathComponent(ProjectFile.fileName)))
        #expect(configuration.profile.name == .bc)
        let findings = try Validator(configuration: configuration).validate()
        let reported = findings.map { "\($0.ruleID) \($0.symbol)" }.sorted()
        #expect(
            reported == [
                "forbidden-stored-reference Checkout/CheckoutBuilder/built",
                "forbidden-stored-reference Checkout/CheckoutCommunicationCenter/listeners",
                "missing-role-protocol Orders",
                "peer-reference Checkout/CheckoutCartBusinessController/CheckoutPaymentBusinessController",
                "reference-cycle Checkout/CheckoutCartBusinessController/viewController",
                "strong-reference-required Checkout/CheckoutViewController/communicationCenter",
                "weak-reference-required Checkout/CheckoutCommunicationCenter/viewController",
            ], "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }

    @Test func rulesOfTheProfileIncludePeerReferenceAndLeaveOutBoundaries() {
        let ids = RuleRegistry.descriptions(for: .bc).map(\.id)
        #expect(ids.contains("peer-reference"))
        #expect(!ids.contains("forbidden-import") && !ids.contains("forbidden-dependency"))
        #expect(!RuleRegistry.descriptions(for: .viper).map(\.id).contains("peer-reference"))
    }
}
