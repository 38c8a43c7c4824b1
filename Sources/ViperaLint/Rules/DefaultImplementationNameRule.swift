import ViperaCore

/// A default implementation of a role protocol is not named `<Module>Default<Role>`.
struct DefaultImplementationNameRule: Rule {
    static let description = RuleDescription(
        id: "default-implementation-name",
        defaultSeverity: .warning,
        category: .naming,
        summary: "A default implementation is not named <Module>Default<Role> (e.g. DefaultLoginPresenter, LoginPresenterImpl).",
        triggering: [
            RuleExample(
                """
                protocol LoginPresenter: AnyObject {}
                final class ↓DefaultLoginPresenter: LoginPresenter {}
                final class ↓LoginPresenterImpl: LoginPresenter {}
                final class LoginViewController {}
                """,
                messages: [
                    "DefaultLoginPresenter is the default implementation of LoginPresenter; name it LoginDefaultPresenter",
                    "LoginPresenterImpl is the default implementation of LoginPresenter; name it LoginDefaultPresenter",
                ]),
            RuleExample(
                """
                protocol LoginInteractor: AnyObject {}
                final class ↓DefaultLoginInteractor: LoginInteractor {}
                final class LoginViewController {}
                """, conventions: ["rambler"],
                messages: [
                    "DefaultLoginInteractor is the default implementation of LoginInteractor; name it LoginInteractorImpl"
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                protocol LoginPresenter: AnyObject {}
                final class LoginDefaultPresenter: LoginPresenter {}
                final class LoginPreviewPresenter: LoginPresenter {}
                """),
            // Avito's classes behind protocols named after the role.
            RuleExample(
                """
                protocol LoginInteractor: AnyObject {}
                protocol LoginRouter: AnyObject {}
                protocol LoginAssembly: AnyObject {}
                final class LoginInteractorImpl: LoginInteractor {}
                final class LoginRouterImpl: LoginRouter {}
                final class LoginAssemblyImpl: LoginAssembly {}
                """, conventions: ["rambler"]),
            // A team's own dialect, learned from its modules.
            .learnedDialect(),
        ]
    )

    func check(_ index: FactIndex) -> [Finding] {
        RoleConformance.all(in: index).compactMap { conformance in
            let name = conformance.type.name
            let looksDefault = conformance.looksLikeDefaultImplementation(index.profile)
            guard looksDefault, !conformance.followsPattern(in: index) else { return nil }
            let expected = conformance.defaultName(index.profile)
            return conformance.finding(
                of: Self.self,
                "\(name) is the default implementation of \(conformance.protocols[0].name); name it \(expected)"
            )
        }
    }
}
