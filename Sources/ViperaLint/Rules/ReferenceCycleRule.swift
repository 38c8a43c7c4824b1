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
            // Two cycles through the same classes are one finding: the group's shortest cycle.
            RuleExample("""
            final class LoginDefaultPresenter {
                var view: LoginDefaultView?
                var interactor: LoginDefaultInteractor?
            }
            final class LoginDefaultView {
                var presenter: LoginDefaultPresenter?
            }
            final class LoginDefaultInteractor {
                ↓var output: LoginDefaultPresenter?
            }
            """),
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

    /// One finding per group of classes that hold each other strongly: its shortest cycle, of
    /// any length (the first found among equals), with how many others the group has, so a
    /// densely connected graph is one finding rather than hundreds.
    func check(_ index: FactIndex) -> [Violation] {
        index.referenceCycles.compactMap { group in
            let cycles = group.cycles.filter { !$0.contains(where: \.isClosure) }
            guard let cycle = group.shortestStrongCycle else { return nil }
            let first = cycle[0]
            return Violation(
                message: "strong reference cycle: \(CycleFinder.describe(cycle)); make one of these references weak"
                    + Self.others(of: cycles, truncated: group.isTruncated),
                file: first.file,
                range: first.range,
                symbol: first.symbol,
                related: cycle.map { FindingLocation(file: $0.file, range: $0.range) }
            )
        }
    }

    /// ` (1 of 4 cycles among 3 classes: A, B, C)` when the group has more than one cycle.
    private static func others(of cycles: [[ReferenceGraph.Edge]], truncated: Bool) -> String {
        guard cycles.count > 1 else { return "" }
        let classes = Set(cycles.flatMap { $0.map(\.from) }).sorted()
        let shown = classes.prefix(5).joined(separator: ", ") + (classes.count > 5 ? " and \(classes.count - 5) more" : "")
        return " (1 of \(cycles.count)\(truncated ? "+" : "") cycles among \(classes.count) classes: \(shown))"
    }
}
