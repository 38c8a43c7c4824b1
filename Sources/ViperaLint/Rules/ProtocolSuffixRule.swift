import ViperaCore
/// A role protocol carries a suffix the profile does not allow (`LoginPresenterProtocol`).
struct ProtocolSuffixRule: Rule {
    static let description = RuleDescription(
        id: "protocol-suffix",
        defaultSeverity: .warning,
        summary: "A role protocol carries a suffix the profile does not allow (Protocol, Interface, Input, Output…).",
        triggering: [
            RuleExample("""
            protocol ↓LoginPresenterProtocol: AnyObject {}
            protocol ↓LoginViewInput: AnyObject {}
            """),
        ],
        nonTriggering: [
            RuleExample("""
            protocol LoginPresenter: AnyObject {}
            protocol LoginRouterDelegate: AnyObject {}
            protocol Cancellable {}
            """),
        ]
    )

    func check(_ index: FactIndex) -> [Violation] {
        let profile = index.profile
        let disallowed = profile.knownProtocolSuffixes.filter { !profile.allowedProtocolSuffixes.contains($0) }
        return index.types.values.sorted { $0.name < $1.name }.compactMap { info in
            guard let fact = info.declaration, fact.kind == .protocol,
                  let match = profile.match(info.name, suffixes: disallowed), !match.suffix.isEmpty
            else { return nil }
            let allowed = profile.allowedProtocolSuffixes.isEmpty
                ? "allows no suffix"
                : "allows only \(profile.allowedProtocolSuffixes.joined(separator: ", "))"
            return Violation(
                message: "protocol \(info.name) carries the suffix '\(match.suffix)'; the \(profile.name) profile \(allowed): name it \(match.prefix)\(match.roleName)",
                file: fact.file,
                range: fact.range,
                symbol: Symbol.key(module: match.prefix, info.name)
            )
        }
    }
}
