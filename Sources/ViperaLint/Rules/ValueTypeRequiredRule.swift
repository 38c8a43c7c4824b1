import ViperaCore

/// A type of a role the profile wants as a value is a class or actor: view models are structs
///.
struct ValueTypeRequiredRule: Rule {
    static let description = RuleDescription(
        id: "value-type-required",
        defaultSeverity: .error,
        category: .ownership,
        summary: "A type whose role must be a value type is a class or actor (a view model is not a struct).",
        profile: .mvvm,
        triggering: [
            RuleExample(
                "final class ↓LoginViewModel {\n    var title = \"\"\n}", file: "LoginViewModel.swift",
                messages: [
                    "LoginViewModel is a class; a ViewModel must be a value type (struct or enum)"
                ])
        ],
        nonTriggering: [
            RuleExample("struct LoginViewModel {\n    var title = \"\"\n}", file: "LoginViewModel.swift"),
            RuleExample("final class LoginViewController: UIViewController {}", file: "LoginViewController.swift"),
        ]
    )

    static func applies(to profile: Profile) -> Bool { !profile.valueTypeRoles.isEmpty }

    func check(_ index: FactIndex) -> [Finding] {
        index.typesInNameOrder.compactMap { info -> Finding? in
            guard let declaration = info.declaration, declaration.kind.isReference,
                let assignment = index.assignment(of: info.name),
                index.profile.valueTypeRoles.contains(assignment.role)
            else { return nil }
            return Self.finding(
                "\(info.name) is \(declaration.kind == .actor ? "an actor" : "a class"); \(OwnershipEdge.article(assignment.role)) must be a value type (struct or enum)",
                file: declaration.file,
                range: declaration.range,
                symbol: Symbol.key(module: assignment.module, info.name)
            )
        }
    }
}
