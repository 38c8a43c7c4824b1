import Testing
import ViperaCore
import ViperaLint

/// A reference that closes a cycle and that the ownership matrix also says must be weak is one
/// problem: it is reported once, as the cycle, and by the ownership rule alone when the cycle
/// rule is off or there is no cycle.
@Suite struct SameReferenceTests {
    /// A presenter that holds its view strongly; with `viewOwnsPresenter` the view owns the
    /// presenter, which closes the cycle.
    static func module(viewOwnsPresenter: Bool) -> [SourceInput] {
        Fixture.sources([
            "LoginView.swift": """
            protocol LoginView: AnyObject {}
            final class LoginDefaultView: LoginView {
                \(viewOwnsPresenter ? "var presenter: LoginDefaultPresenter?" : "")
            }
            """,
            "LoginPresenter.swift": """
            protocol LoginPresenter: AnyObject {}
            final class LoginDefaultPresenter: LoginPresenter {
                var view: (any LoginView)?
            }
            """,
            "LoginBuilder.swift": """
            enum LoginBuilder {
                static func build() -> LoginDefaultView {
                    let view = LoginDefaultView()
                    let presenter = LoginDefaultPresenter()
                    presenter.view = view
                    \(viewOwnsPresenter ? "view.presenter = presenter" : "")
                    return view
                }
            }
            """,
        ])
    }

    static func findings(viewOwnsPresenter: Bool, switchedOff: [RuleID] = []) -> [String] {
        var configuration = Configuration()
        for rule in switchedOff { configuration.ruleSeverities[rule] = .some(nil) }
        return Validator(configuration: configuration).validate(module(viewOwnsPresenter: viewOwnsPresenter))
            .filter { ["reference-cycle", "weak-reference-required"].contains($0.ruleID) }
            .map { "\($0.ruleID) \($0.line)" }
    }

    @Test func aReferenceThatClosesACycleIsReportedOnceAsTheCycle() {
        #expect(Self.findings(viewOwnsPresenter: true) == ["reference-cycle 3"])
    }

    @Test func withTheCycleRuleOffTheOwnershipRuleReportsIt() {
        #expect(Self.findings(viewOwnsPresenter: true, switchedOff: ["reference-cycle"]) == ["weak-reference-required 3"])
    }

    @Test func aReferenceNoCycleGoesThroughKeepsItsOwnershipFinding() {
        #expect(Self.findings(viewOwnsPresenter: false) == ["weak-reference-required 3"])
    }
}
