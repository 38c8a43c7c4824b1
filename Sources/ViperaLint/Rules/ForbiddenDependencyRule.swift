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
            // One finding per component, at the first name it must not know, naming each once;
            // its other uses (here in an extension file) are the finding's related places.
            RuleExample(
                files: [
                    (
                        "LoginDefaultPresenter.swift",
                        """
                        final class LoginDefaultPresenter {
                            func tint() -> ↓UIColor { .red }
                            func icon() -> UIImage? { nil }
                            func background() -> UIColor { .white }
                        }
                        """
                    ),
                    ("LoginDefaultPresenter+Alert.swift", "extension LoginDefaultPresenter {\n    func alert() -> UIAlertController? { nil }\n}"),
                ],
                messages: [
                    "LoginDefaultPresenter is a Presenter and must not name UIColor, UIImage and UIAlertController (UI-prefixed framework types)"
                ]),
        ],
        nonTriggering: [
            // A UI-prefixed type the project declares itself is no framework type.
            RuleExample(
                """
                struct UIScreenMetrics { static let width = 390.0 }
                final class LoginDefaultPresenter {
                    func cardWidth() -> Double { UIScreenMetrics.width - 32 }
                }
                """),
            RuleExample(
                """
                protocol LoginView: AnyObject {}
                final class LoginDefaultPresenter {
                    weak var view: (any LoginView)?
                    let count: UInt = 0
                }
                """),
        ]
    )

    static func applies(to profile: Profile) -> Bool {
        profile.boundaries.contains { !$0.forbiddenTypePrefixes.isEmpty || !$0.forbiddenRoles.isEmpty }
    }

    /// One finding per component, at the first name it must not know (in its declaration's file
    /// first), naming every such name; the other places are related locations.
    func check(_ index: FactIndex) -> [Finding] {
        let profile = index.profile
        return index.typesInNameOrder.compactMap { info -> Finding? in
            guard let assignment = index.assignment(of: info.name) else { return nil }
            let boundaries = profile.boundaries.filter { $0.role == assignment.role }
            guard !boundaries.isEmpty else { return nil }
            let rank = { (file: String) in file == info.declaration?.file ? 0 : 1 }
            let places = info.facts.flatMap { fact in
                fact.mentionedNames.compactMap { name, range -> Mention? in
                    guard name != info.name, let reason = Self.reason(name, boundaries, index) else { return nil }
                    return Mention(name: name, reason: reason, place: FindingLocation(file: fact.file, range: range))
                }
            }.sorted { (rank($0.place.file), $0.place.file, $0.place.range.start) < (rank($1.place.file), $1.place.file, $1.place.range.start) }
            guard let first = places.first else { return nil }
            return Self.finding(
                "\(info.name) is \(OwnershipEdge.article(assignment.role)) and must not name \(Self.list(places))",
                file: first.place.file,
                range: first.place.range,
                symbol: Symbol.key(module: assignment.module, info.name, first.name),
                related: places.dropFirst().map(\.place)
            )
        }
    }

    /// A name a component must not know, why, and where it names it.
    private struct Mention {
        let name: String
        let reason: String
        let place: FindingLocation
    }

    /// `UIColor (a UI-prefixed framework type)`, or for several names `UIColor and UIImage
    /// (UI-prefixed framework types) or LoginView (a View type)`, each name once, in order.
    private static func list(_ mentions: [Mention]) -> String {
        var reasons: [String] = []
        var names: [String: [String]] = [:]
        for mention in mentions where names[mention.reason]?.contains(mention.name) != true {
            if names[mention.reason] == nil { reasons.append(mention.reason) }
            names[mention.reason, default: []].append(mention.name)
        }
        return reasons.map { reason in
            let named = names[reason] ?? []
            guard named.count > 1 else { return "\(named.joined()) (\(reason))" }
            let plural = reason.split(separator: " ", maxSplits: 1).last.map { "\($0)s" } ?? reason
            return "\(named.dropLast().joined(separator: ", ")) and \(named.last ?? "") (\(plural))"
        }.joined(separator: " or ")
    }

    /// Why `name` is out of bounds, or `nil` when it is not.
    static func reason(_ name: String, _ boundaries: [BoundaryRule], _ index: FactIndex) -> String? {
        // A UI-prefixed type the project declares itself is no framework type.
        let isFramework = index.types[name]?.declaration == nil
        for boundary in boundaries where !boundary.forbiddenImports.contains(name) {
            for prefix in boundary.forbiddenTypePrefixes where isFramework && name.hasPrefix(prefix) {
                if name.dropFirst(prefix.count).first?.isUppercase == true { return "a \(prefix)-prefixed framework type" }
            }
            if let role = index.assignment(of: name)?.role, boundary.forbiddenRoles.contains(role) {
                return "a \(role) type"
            }
        }
        return nil
    }
}
