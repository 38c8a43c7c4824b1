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
            // as asked, would take the name of the helper that adopts it (`ErrorPresenter`).
            // A protocol beside the one it would be renamed to, adopted by a class that does not
            // adopt that one, is another protocol of the role (`<M>RouterOutput`, the router's
            // calls back, which the presenter adopts, beside `<M>RouterInput`), not a misnamed one.
            let isHelpers = index.loneRoleProtocols.contains(info.name) && index.types[advice.name]?.isDeclared == true
            guard !isHelpers,
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
            let name = match.prefix + match.roleName
            return (name, "the \(profile.name) profile \(allowed): name it \(name)")
        }
        let name = profile.conventionalProtocolName(of: match.role, in: match.prefix)
        return (name, "the \(profile.conventionNames) convention names it \(name)")
    }
}
