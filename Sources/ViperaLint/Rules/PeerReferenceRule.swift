import ViperaCore

/// A component names another component of its own role although the profile keeps them apart:
/// business controllers never reference one another (ARCHITECTURES.md §3). The protocols a
/// type conforms to in its declaration do not count.
struct PeerReferenceRule: Rule {
    static let description = RuleDescription(
        id: "peer-reference",
        defaultSeverity: .error,
        summary: "A component names another of its own role that the profile keeps apart (a business controller names another business controller).",
        profile: .bc,
        triggering: [
            RuleExample(files: [
                ("PaymentsBusinessController.swift", """
                protocol PaymentsBusinessController: AnyObject {}
                final class PaymentsAnalyticsBusinessController: PaymentsBusinessController {
                    func track() {}
                }
                """),
                ("PaymentsLoginBusinessController.swift", """
                final class PaymentsLoginBusinessController: PaymentsBusinessController {
                    let analytics = ↓PaymentsAnalyticsBusinessController()
                }
                """),
            ]),
            // Peers typed as the protocol the business controller itself conforms to.
            RuleExample("""
            protocol PaymentsBusinessController: AnyObject {}
            final class PaymentsLoginBusinessController: PaymentsBusinessController {
                ↓var peers: [any PaymentsBusinessController] = []
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
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
            """),
        ]
    )

    static func applies(to profile: Profile) -> Bool { !profile.isolatedRoles.isEmpty }

    func check(_ index: FactIndex) -> [Violation] {
        let isolations = index.profile.isolatedRoles
        guard !isolations.isEmpty else { return [] }
        return index.types.values.sorted { $0.name < $1.name }.flatMap { info -> [Violation] in
            guard let assignment = index.assignment(of: info.name),
                  let isolation = isolations.first(where: { $0.role == assignment.role }) else { return [] }
            let conformances = Set(info.inherited)
            let isPeer = { (name: String) in name != info.name && index.assignment(of: name)?.role == assignment.role }
            return info.facts.flatMap { fact in
                // Names the type conforms to are first mentioned in its inheritance clause, which
                // does not count; a property typed with one of them still does.
                let mentions = fact.mentionedNames.filter { !conformances.contains($0.key) && isPeer($0.key) }
                let properties = fact.properties.filter { !$0.isRequirement }.flatMap { property in
                    property.typeNames.filter { conformances.contains($0) && isPeer($0) }.map { ($0, property.range) }
                }
                return (mentions.map { ($0.key, $0.value) } + properties).sorted { $0.1.start < $1.1.start }.map { name, range in
                    Violation(
                        message: "\(info.name) names \(name), another \(assignment.role); \(isolation.advice)",
                        file: fact.file,
                        range: range,
                        symbol: Symbol.key(module: assignment.module, info.name, name)
                    )
                }
            }
        }
    }
}
