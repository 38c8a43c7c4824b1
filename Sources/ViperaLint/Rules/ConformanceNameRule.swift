import ViperaCore
/// A class conforms to a role protocol `<Module><Role>` under a name off the
/// `<Module><Variant><Role>` pattern.
struct ConformanceNameRule: Rule {
    static let description = RuleDescription(
        id: "conformance-name",
        defaultSeverity: .warning,
        summary: "A class conforms to <Module><Role> under a name off the <Module><Variant><Role> pattern.",
        triggering: [
            RuleExample("""
            protocol LoginRouter {}
            final class ↓AppNavigator: LoginRouter {}
            """),
        ],
        nonTriggering: [
            RuleExample("""
            protocol LoginRouter {}
            protocol LoginView: AnyObject {}
            final class LoginMockRouter: LoginRouter {}
            final class LoginViewController: UIViewController, LoginView {}
            """),
        ]
    )

    func check(_ index: FactIndex) -> [Violation] {
        RoleConformance.all(in: index).compactMap { conformance in
            let name = conformance.type.name
            let looksDefault = conformance.looksLikeDefaultImplementation(index.profile)
            guard !looksDefault, !conformance.followsPattern(index.profile) else { return nil }
            let assignment = conformance.protocols[0].assignment
            return conformance.violation(
                "\(name) conforms to \(conformance.protocols[0].name) but is not named \(assignment.module ?? "")<Variant>\(assignment.role)"
            )
        }
    }
}
