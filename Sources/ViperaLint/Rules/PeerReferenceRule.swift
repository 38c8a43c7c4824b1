import ViperaCore

/// A component names another component of its own role although the profile keeps them apart:
/// business controllers never reference one another. Conforming to the
/// role's protocol in the declaration does not count; naming it in the body does.
struct PeerReferenceRule: Rule {
    static let description = RuleDescription(
        id: "peer-reference",
        defaultSeverity: .error,
        category: .boundary,
        summary: "A component names another of its own role that the profile keeps apart (a business controller names another business controller).",
        profile: .bc,
        triggering: [
            RuleExample(
                files: [
                    (
                        "PaymentsBusinessController.swift",
                        """
                        protocol PaymentsBusinessController: AnyObject {}
                        final class PaymentsAnalyticsBusinessController: PaymentsBusinessController {
                            func track() {}
                        }
                        """
                    ),
                    (
                        "PaymentsLoginBusinessController.swift",
                        """
                        final class PaymentsLoginBusinessController: PaymentsBusinessController {
                            let analytics = ↓PaymentsAnalyticsBusinessController()
                        }
                        """
                    ),
                ],
                messages: [
                    "PaymentsLoginBusinessController names PaymentsAnalyticsBusinessController, another BusinessController; business controllers never reference one another: broadcast through the CommunicationCenter instead"
                ]),
            // Peers typed as the protocol the business controller itself conforms to.
            RuleExample(
                """
                protocol PaymentsBusinessController: AnyObject {}
                final class PaymentsLoginBusinessController: PaymentsBusinessController {
                    var peers: [any ↓PaymentsBusinessController] = []
                }
                """,
                messages: [
                    "PaymentsLoginBusinessController names PaymentsBusinessController, another BusinessController; business controllers never reference one another: broadcast through the CommunicationCenter instead"
                ]),
            RuleExample(
                """
                protocol PaymentsBusinessController: AnyObject {}
                final class PaymentsLoginBusinessController: PaymentsBusinessController {
                    func notify(_ others: [any ↓PaymentsBusinessController]) {}
                }
                """,
                messages: [
                    "PaymentsLoginBusinessController names PaymentsBusinessController, another BusinessController; business controllers never reference one another: broadcast through the CommunicationCenter instead"
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                protocol PaymentsConversation: AnyObject {}
                protocol PaymentsBusinessController: AnyObject {}
                final class PaymentsViewController: UIViewController {
                    let communicationCenter = PaymentsCommunicationCenter()
                    var businessControllers: [any PaymentsBusinessController] = []
                }
                final class PaymentsCommunicationCenter {
                    weak var viewController: PaymentsViewController?
                    func broadcast(_ message: (any PaymentsConversation) -> Void) {}
                }
                final class PaymentsLoginBusinessController: PaymentsBusinessController, PaymentsConversation {
                    private weak var viewController: PaymentsViewController?
                    func viewDidLoad() { viewController?.communicationCenter.broadcast { _ in } }
                }
                """)
        ]
    )

    static func applies(to profile: Profile) -> Bool { !profile.isolatedRoles.isEmpty }

    func check(_ index: FactIndex) -> [Finding] {
        let isolations = index.profile.isolatedRoles
        guard !isolations.isEmpty else { return [] }
        return index.typesInNameOrder.flatMap { info -> [Finding] in
            guard let assignment = index.assignment(of: info.name),
                let isolation = isolations.first(where: { $0.role == assignment.role })
            else { return [] }
            return info.facts.flatMap { fact in
                // A name in the declaration's inheritance clause counts where the body mentions it.
                let inherited = Set(fact.inherited)
                let mentions =
                    fact.mentionedNames.filter { !inherited.contains($0.name) && fact.bodyMentionsOfInherited[$0.name] == nil } + fact.bodyMentionsOfInherited
                let peers = mentions.filter { $0.name != info.name && index.assignment(of: $0.name)?.role == assignment.role }
                return peers.sorted { $0.range.start < $1.range.start }.map { name, range in
                    Self.finding(
                        "\(info.name) names \(name), another \(assignment.role); \(isolation.advice)",
                        file: fact.file,
                        range: range,
                        symbol: Symbol.key(module: assignment.module, info.name, name)
                    )
                }
            }
        }
    }
}
