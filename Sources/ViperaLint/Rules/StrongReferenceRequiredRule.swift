import ViperaCore

/// A component holds only weakly one the ownership matrix says it must own: nothing else keeps
/// that one alive, so the module is freed at once.
struct StrongReferenceRequiredRule: Rule {
    static let description = RuleDescription(
        id: "strong-reference-required",
        defaultSeverity: .error,
        category: .ownership,
        summary: "A component holds weakly one it must own (view → presenter, presenter → router or interactor), so the module is freed at once.",
        triggering: [
            RuleExample(
                files: [
                    ("LoginPresenter.swift", "protocol LoginPresenter: AnyObject {}"),
                    (
                        "LoginDefaultView.swift",
                        """
                        final class LoginDefaultView: UIViewController {
                            ↓weak var presenter: (any LoginPresenter)?
                        }
                        """
                    ),
                ],
                messages: [
                    "LoginDefaultView.presenter does not own its Presenter (weak); a View must own its Presenter, or the module is freed at once"
                ]),
            RuleExample(
                """
                protocol LoginInteractor: AnyObject {}
                protocol LoginRouter: AnyObject {}
                final class LoginDefaultPresenter {
                    ↓unowned let interactor: any LoginInteractor
                    ↓weak var router: (any LoginRouter)?
                    init(interactor: any LoginInteractor) { self.interactor = interactor }
                }
                """,
                messages: [
                    "LoginDefaultPresenter.interactor does not own its Interactor (unowned); a Presenter must own its Interactor, or the module is freed at once",
                    "LoginDefaultPresenter.router does not own its Router (weak); a Presenter must own its Router, or the module is freed at once",
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                protocol LoginPresenter: AnyObject {}
                final class LoginDefaultView: UIViewController {
                    private let presenter: any LoginPresenter
                    private let messageLabel = UILabel()
                    @IBOutlet private var titleLabel: UILabel!
                    init(presenter: any LoginPresenter) { self.presenter = presenter }
                }
                """),
            RuleExample(
                """
                protocol LoginPresenter: AnyObject {}
                struct LoginScreen: View {
                    @StateObject var presenter: LoginDefaultPresenter
                    @ObservedObject var other: LoginDefaultPresenter
                    var body: some View { Text("") }
                }
                final class LoginDefaultPresenter: LoginPresenter, ObservableObject {}
                """),
        ]
    )

    func check(_ index: FactIndex) -> [Finding] {
        OwnershipEdge.all(in: index).compactMap { edge in
            guard !edge.property.ownership.owns, let target = edge.target(requiring: .strong, unlessAlso: .weak) else { return nil }
            return edge.finding(
                of: Self.self,
                "\(edge.propertyName) does not own its \(target.role) (\(edge.property.ownership.rawValue)); \(OwnershipEdge.article(edge.holderRole.role)) must own its \(target.role), or the module is freed at once"
            )
        }
    }
}
