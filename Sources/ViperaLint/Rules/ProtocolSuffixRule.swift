import ViperaCore

/// A role protocol carries a suffix the profile does not allow (`LoginPresenterProtocol`).
struct ProtocolSuffixRule: Rule {
    static let description = RuleDescription(
        id: "protocol-suffix",
        defaultSeverity: .warning,
        category: .naming,
        summary: "A role protocol carries a suffix the profile does not allow (Protocol, Interface, Input, Output…).",
        triggering: [
            RuleExample(
                """
                protocol ↓LoginPresenterProtocol: AnyObject {}
                protocol ↓LoginViewInput: AnyObject {}
                """,
                messages: [
                    "protocol LoginPresenterProtocol carries the suffix 'Protocol'; the viper profile allows no suffix: name it LoginPresenter",
                    "protocol LoginViewInput carries the suffix 'Input'; the viper profile allows no suffix: name it LoginView",
                ]),
            RuleExample(
                """
                protocol LoginViewInput: AnyObject {}
                protocol ↓LoginPresenterProtocol: AnyObject {}
                """, conventions: ["rambler"],
                messages: [
                    "protocol LoginPresenterProtocol carries the suffix 'Protocol'; the rambler convention names it LoginViewOutput"
                ]),
            // A presenter's output the presenter adopts itself: its own protocol, misnamed.
            RuleExample(
                """
                protocol ↓LoginPresenterOutput: AnyObject {}
                final class LoginViewController: UIViewController {}
                final class LoginPresenter: LoginPresenterOutput {}
                """, conventions: ["rambler"],
                messages: ["protocol LoginPresenterOutput carries the suffix 'Output'; the rambler convention names it LoginViewOutput"]),
            // A module's own builder, named as its class with a suffix: no helper, since the
            // module has another role.
            RuleExample(
                """
                protocol ↓LoginBuilderProtocol {}
                final class LoginBuilder: LoginBuilderProtocol {}
                final class LoginPresenter {}
                """, conventions: ["rambler"],
                messages: ["protocol LoginBuilderProtocol carries the suffix 'Protocol'; the rambler convention names it LoginAssembly"]),
            // A preset's name no type bears: the rename can be made.
            RuleExample(
                """
                protocol ↓LoginViewProtocol: AnyObject {}
                final class LoginViewController: UIViewController, LoginViewProtocol {}
                """,
                messages: ["protocol LoginViewProtocol carries the suffix 'Protocol'; the viper profile allows no suffix: name it LoginView"]),
            // A module's router protocol named off the team's majority.
            .learnedDialect(
                adding: [("Feed/FeedRouting.swift", "protocol ↓FeedRouterProtocol: AnyObject {}\nfinal class FeedRouter: FeedRouterProtocol {}")],
                messages: ["protocol FeedRouterProtocol carries the suffix 'Protocol'; 4 of 4 modules declare <M>RouterInterface: name it FeedRouterInterface"]),
        ],
        nonTriggering: [
            RuleExample(
                """
                protocol LoginPresenter: AnyObject {}
                protocol LoginViewDelegate: AnyObject {}
                protocol LoginRouterDelegate: AnyObject {}
                protocol Cancellable {}
                """),
            // A shared container's protocol for the views it hosts: its name plays one role
            // alone, so it is a helper named like a role, not a module's role protocol.
            RuleExample(
                """
                protocol HeaderContainerContentViewProtocol: AnyObject {}
                final class HeaderContainerViewController {}
                """),
            // A helper's protocol named like one role alone, which the helper adopts: renamed
            // as the profile asks, it would take the helper's own name.
            RuleExample(
                """
                protocol AlertPresenterProtocol: AnyObject {}
                final class AlertPresenter: AlertPresenterProtocol {}
                """),
            // The same under a preset that names the role with another word (rambler's
            // `<M>Assembly`): the helper keeps its own word for it (`ModelBuilder`).
            RuleExample(
                """
                protocol ModelBuilderProtocol {}
                final class ModelBuilder: ModelBuilderProtocol {}
                """, conventions: ["rambler"]),
            // The preset's names are the team's classes' (`LoginPresenter`, `LoginInteractor`,
            // adopting the protocol or not): the suffix names the protocol beside its class.
            RuleExample(
                """
                protocol LoginPresenterProtocol: AnyObject {}
                final class LoginPresenter: LoginPresenterProtocol {}
                protocol LoginInteractorProtocol: AnyObject {}
                final class LoginInteractor {}
                """),
            // Each dialect's own forms are right under it.
            RuleExample(
                """
                protocol LoginViewInput: AnyObject {}
                protocol LoginViewOutput: AnyObject {}
                protocol LoginInteractorOutput: AnyObject {}
                protocol LoginModuleInput: AnyObject {}
                """, conventions: ["rambler"]),
            RuleExample(
                """
                protocol LoginViewInterface: AnyObject {}
                protocol LoginWireframeInterface: AnyObject {}
                """, conventions: ["interface"]),
            RuleExample(
                """
                protocol LoginViewProtocol: AnyObject {}
                protocol LoginWireFrameProtocol: AnyObject {}
                """, conventions: ["protocol-suffix"]),
            RuleExample("protocol ListModuleInterface: AnyObject {}", conventions: ["objcio"]),
            // A team's own dialect, learned from its modules.
            .learnedDialect(),
            // The presenter's output, which the view controller adopts: named for the role that
            // calls it, not a misnamed protocol of the presenter (`LoginViewOutput`).
            RuleExample(
                """
                protocol LoginPresenterOutput: AnyObject {}
                final class LoginViewController: UIViewController, LoginPresenterOutput {}
                final class LoginPresenter {}
                """, conventions: ["rambler"]),
            // The router's calls back to the presenter, which the presenter adopts, beside the
            // module's router protocol: a protocol of its own, not a misnamed `CartRouterInput`.
            RuleExample(
                files: ["Cart", "Home", "Login"].map { module in
                    (
                        "\(module)/\(module)Protocols.swift",
                        """
                        protocol \(module)ViewOutput: AnyObject {}
                        protocol \(module)RouterInput: AnyObject {}
                        final class \(module)Presenter: \(module)ViewOutput {}
                        final class \(module)Router: \(module)RouterInput {}
                        """
                    )
                } + [("Cart/CartRouterOutput.swift", "protocol CartRouterOutput: AnyObject {}\nextension CartPresenter: CartRouterOutput {}")],
                conventions: RuleExample.learnedConventions),
        ]
    )

    func check(_ index: FactIndex) -> [Finding] {
        let profile = index.profile
        let disallowed = profile.knownProtocolSuffixes.filter { !profile.allowedProtocolSuffixes.contains($0) }
        return index.typesInNameOrder.compactMap { info in
            guard let fact = info.declaration, fact.kind == .protocol, !info.isTestCode, !index.nonRoleProtocols.contains(info.name),
                profile.protocolForm(of: info.name) == nil,
                let match = profile.match(info.name, suffixes: disallowed), !match.suffix.isEmpty
            else { return nil }
            let advice = Self.advice(match, profile)
            // A helper's protocol named like one role alone (`ErrorPresenterProtocol`), renamed
            // as asked, would take the name of the helper that adopts it (`ErrorPresenter`); a
            // helper's own word for a role the team's modules never name (`ModelBuilder` for
            // `ModelBuilderProtocol`) is its name too, whatever word a preset gives the role.
            // A protocol beside the one it would be renamed to, adopted by a class that does not
            // adopt that one, is another protocol of the role (`<M>RouterOutput`, the router's
            // calls back, which the presenter adopts, beside `<M>RouterInput`), not a misnamed one.
            // What a role hands on (`LoginPresenterOutput`), adopted only by classes of other
            // roles that receive it, is the team's name for that role's output, not a misnamed
            // protocol of the role it names (see `RoleConformance.receivesOutput`).
            let adopters = index.referenceTypes(reaching: info.name).compactMap { index.types[$0] }.filter { !$0.isTestCode }
            guard adopters.isEmpty || !adopters.allSatisfy({ RoleConformance.receivesOutput(info.name, of: match.role, $0, in: index) })
            else { return nil }
            let written = profile.learnedNaming(implementing: match.role) == nil ? [String(info.name.dropLast(match.suffix.count))] : []
            let helperNames = [advice.name] + written
            let isHelpers = index.loneRoleProtocols.contains(info.name) && helperNames.contains { index.types[$0]?.isDeclared == true }
            // A preset's name that a type of the code already bears (`LoginPresenter` for
            // `LoginPresenterProtocol`, beside `final class LoginPresenter`) is the team's name
            // for the role's class: the suffix is how the team names its protocol beside it, and
            // the rename asked could not be made.
            let isTaken =
                profile.learnedNaming(implementing: match.role) == nil && index.types[advice.name].map { $0.isDeclared && $0.kind != .protocol } == true
            guard !isHelpers, !isTaken,
                index.types[advice.name]?.kind != .protocol
                    || !index.referenceTypes(reaching: info.name).contains(where: { !index.inherits($0, from: advice.name) })
            else { return nil }
            return Self.finding(
                "protocol \(info.name) carries the suffix '\(match.suffix)'; \(advice.text)",
                file: fact.file,
                range: fact.range,
                symbol: Symbol.key(module: match.prefix, info.name)
            )
        }
    }

    /// What the team's majority (learned) or the conventions in force call the protocol instead:
    /// the name, and the advice naming it.
    private static func advice(_ match: NameMatch, _ profile: Profile) -> (name: String, text: String) {
        if let learned = profile.learnedNaming(implementing: match.role) {
            let name = match.prefix + learned.protocolSuffix
            return (name, "\(learned.protocolMajority): name it \(name)")
        }
        if profile.conventions.contains(where: { $0.requirement == .profileRoles }) {
            let allowed =
                profile.allowedProtocolSuffixes.isEmpty
                ? "allows no suffix"
                : "allows only \(profile.allowedProtocolSuffixes.joined(separator: ", "))"
            // With the suffix the profile allows (`CheckoutInteractorProtocol`): without it, the
            // name would be the role's class's (`CheckoutInteractor`).
            let name = match.prefix + match.roleName + (profile.allowedProtocolSuffixes.first ?? "")
            return (name, "the \(profile.name) profile \(allowed): name it \(name)")
        }
        let name = profile.conventionalProtocolName(of: match.role, in: match.prefix)
        return (name, "the \(profile.conventionNames) convention names it \(name)")
    }
}
