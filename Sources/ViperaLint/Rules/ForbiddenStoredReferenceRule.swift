import ViperaCore

/// A component stores a reference the architecture says it must not hold at all, such as a
/// builder keeping a component of the module it built.
struct ForbiddenStoredReferenceRule: Rule {
    static let description = RuleDescription(
        id: "forbidden-stored-reference",
        defaultSeverity: .error,
        category: .ownership,
        summary: "A component stores one it must hold nothing of, e.g. the builder keeps a component of the module it builds.",
        triggering: [
            RuleExample(
                """
                protocol LoginPresenter: AnyObject {}
                final class LoginDefaultPresenter: LoginPresenter {}
                final class LoginDefaultBuilder {
                    ↓private var presenter: LoginDefaultPresenter?
                    ↓weak var view: UIViewController?
                }
                """,
                messages: [
                    "LoginDefaultBuilder.presenter stores a Presenter; a Builder must not keep any Presenter it builds or uses",
                    "LoginDefaultBuilder.view stores a View; a Builder must not keep any View it builds or uses",
                ])
        ],
        nonTriggering: [
            RuleExample(
                """
                protocol LoginService {}
                protocol LoginPresenter: AnyObject {}
                final class LoginDefaultPresenter: LoginPresenter {}
                final class LoginDefaultBuilder {
                    private let service: any LoginService
                    init(service: any LoginService) { self.service = service }
                    func build() -> UIViewController {
                        let presenter = LoginDefaultPresenter()
                        return UIViewController()
                    }
                }
                """),
            RuleExample(
                """
                protocol LoginView: AnyObject {}
                final class GridView {}
                final class GridBuilder {
                    private var gridView: GridView?
                    func withColumns(_ count: Int) -> GridBuilder { self }
                }
                """),
        ]
    )

    func check(_ index: FactIndex) -> [Finding] {
        OwnershipEdge.all(in: index).compactMap { edge in
            // A type named like a role in a module that declares no role protocol (a fluent
            // `BaseCollectionBuilder` making views) is not that module's component.
            guard let target = edge.target(requiring: .none),
                edge.holderRole.module.map(index.knownModules.contains) ?? true
            else { return nil }
            return edge.finding(
                of: Self.self,
                "\(edge.propertyName) stores \(OwnershipEdge.article(target.role)); \(OwnershipEdge.article(edge.holderRole.role)) must not keep any \(target.role) it builds or uses"
            )
        }
    }
}
