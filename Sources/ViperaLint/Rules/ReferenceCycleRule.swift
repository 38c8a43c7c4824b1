import ViperaCore
/// Classes hold each other strongly in a cycle, so none of them is ever freed.
struct ReferenceCycleRule: Rule {
    static let description = RuleDescription(
        id: "reference-cycle",
        defaultSeverity: .error,
        summary: "Classes hold each other through strong stored references in a cycle (a protocol-typed reference counts for every conforming class).",
        triggering: [
            RuleExample(files: [
                ("LoginDefaultInteractor.swift", """
                protocol LoginInteractor: AnyObject {}
                final class LoginDefaultInteractor: LoginInteractor {
                    let dataManager: DataManager
                    init(dataManager: DataManager) { self.dataManager = dataManager }
                }
                """),
                ("DataManager.swift", """
                final class DataManager {
                    ↓var interactor: (any LoginInteractor)?
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample("""
            final class DataManager {
                weak var interactor: LoginDefaultInteractor?
                unowned let owner: LoginDefaultInteractor
                init(owner: LoginDefaultInteractor) { self.owner = owner }
            }
            final class LoginDefaultInteractor {
                let dataManager: DataManager
                init() { dataManager = DataManager(owner: self) }
            }
            """),
            RuleExample("""
            final class LoginDefaultInteractor {
                // vipera:disable:next reference-cycle - broken explicitly in close()
                let dataManager: DataManager
                init(dataManager: DataManager) { self.dataManager = dataManager }
            }
            final class DataManager {
                var interactor: LoginDefaultInteractor?
            }
            """),
            RuleExample("""
            struct Settings { var interactor: LoginDefaultInteractor? }
            final class LoginDefaultInteractor {
                var settings: Settings?
                func update() {
                    var local: LoginDefaultInteractor? = self
                    local = nil
                }
            }
            """),
        ]
    )

    func check(_ index: FactIndex) -> [Violation] {
        index.referenceCycles.compactMap { cycle in
            guard !cycle.contains(where: \.isClosure) else { return nil }
            let first = cycle[0]
            return Violation(
                message: "strong reference cycle: \(CycleFinder.describe(cycle)); make one of these references weak",
                file: first.file,
                range: first.range,
                symbol: first.symbol,
                related: cycle.map { FindingLocation(file: $0.file, range: $0.range) }
            )
        }
    }
}
