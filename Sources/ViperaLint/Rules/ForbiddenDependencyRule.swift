import ViperaCore

/// A component names a type its role must not know: the presenter names UIKit types, the
/// interactor names view types.
struct ForbiddenDependencyRule: Rule {
    static let description = RuleDescription(
        id: "forbidden-dependency",
        defaultSeverity: .error,
        category: .boundary,
        summary: "A component names a type its role must not know (the presenter names UIKit types, the interactor names view types).",
        triggering: [
            RuleExample(
                """
                final class LoginDefaultPresenter {
                    func color() -> ↓UIColor { .red }
                }
                """,
                messages: [
                    "LoginDefaultPresenter is a Presenter and must not name UIColor (a UI-prefixed framework type)"
                ]),
            // A quote in a regex literal opens no string: what follows is read.
            RuleExample(
                """
                final class LoginDefaultPresenter {
                    func tint() {
                        let quote = #/"/#
                        _ = ↓UIColor.red
                    }
                }
                """,
                messages: [
                    "LoginDefaultPresenter is a Presenter and must not name UIColor (a UI-prefixed framework type)"
                ]),
            RuleExample(
                files: [
                    ("LoginView.swift", "protocol LoginView: AnyObject {}"),
                    (
                        "LoginDefaultInteractor.swift",
                        """
                        final class LoginDefaultInteractor {
                            func show(on view: ↓LoginView) {}
                        }
                        """
                    ),
                ],
                messages: [
                    "LoginDefaultInteractor is an Interactor and must not name LoginView (a View type)"
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                protocol LoginView: AnyObject {}
                final class LoginDefaultPresenter {
                    weak var view: (any LoginView)?
                    let count: UInt = 0
                }
                """)
        ]
    )

    static func applies(to profile: Profile) -> Bool {
        profile.boundaries.contains { !$0.forbiddenTypePrefixes.isEmpty || !$0.forbiddenRoles.isEmpty }
    }

    func check(_ index: FactIndex) -> [Finding] {
        let profile = index.profile
        return index.typesInNameOrder.flatMap { info -> [Finding] in
            guard let assignment = index.assignment(of: info.name) else { return [] }
            let boundaries = profile.boundaries.filter { $0.role == assignment.role }
            guard !boundaries.isEmpty else { return [] }
            return info.facts.flatMap { fact in
                fact.mentionedNames.sorted { $0.range.start < $1.range.start }.compactMap { name, range -> Finding? in
                    guard name != info.name, let reason = Self.reason(name, boundaries, index) else { return nil }
                    return Self.finding(
                        "\(info.name) is \(OwnershipEdge.article(assignment.role)) and must not name \(name) (\(reason))",
                        file: fact.file,
                        range: range,
                        symbol: Symbol.key(module: assignment.module, info.name, name)
                    )
                }
            }
        }
    }

    /// Why `name` is out of bounds, or `nil` when it is not.
    static func reason(_ name: String, _ boundaries: [BoundaryRule], _ index: FactIndex) -> String? {
        for boundary in boundaries where !boundary.forbiddenImports.contains(name) {
            for prefix in boundary.forbiddenTypePrefixes where name.hasPrefix(prefix) {
                if name.dropFirst(prefix.count).first?.isUppercase == true { return "a \(prefix)-prefixed framework type" }
            }
            if let role = index.assignment(of: name)?.role, boundary.forbiddenRoles.contains(role) {
                return "a \(role) type"
            }
        }
        return nil
    }
}
