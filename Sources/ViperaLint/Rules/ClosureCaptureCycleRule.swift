import ViperaCore
/// A closure stored in a property captures `self` strongly and so closes a reference cycle.
struct ClosureCaptureCycleRule: Rule {
    static let description = RuleDescription(
        id: "closure-capture-cycle",
        defaultSeverity: .error,
        summary: "A closure stored in a property captures self strongly, closing a reference cycle.",
        triggering: [
            RuleExample("""
            final class LoginDefaultView {
                let button = Button()
                lazy var onTap: () -> Void = ↓{ self.submit() }
                func setUp() {
                    button.action = ↓{ self.submit() }
                }
                func submit() {}
            }
            final class Button {
                var action: (() -> Void)?
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            final class LoginDefaultView {
                let button = Button()
                lazy var titleLabel: Label = {
                    let label = Label()
                    label.text = self.title
                    return label
                }()
                var title = ""
                func setUp() {
                    button.action = { [weak self] in self?.submit() }
                    button.action = { print("tapped") }
                    let local = { self.submit() }
                    local()
                }
                func submit() {}
            }
            final class Button {
                var action: (() -> Void)?
            }
            final class Label { var text = "" }
            """),
        ]
    )

    /// One finding per closure, with the shortest cycle it closes.
    func check(_ index: FactIndex) -> [Violation] {
        index.referenceCycles.flatMap { group in
            var reported: Set<FindingLocation> = []
            return group.cycles.sorted { $0.count < $1.count }.compactMap { cycle -> Violation? in
                guard let closure = cycle.first(where: \.isClosure),
                      reported.insert(FindingLocation(file: closure.file, range: closure.range)).inserted else { return nil }
                return Violation(
                    message: "closure captures self strongly and closes a cycle: \(CycleFinder.describe(cycle)); capture [weak self]",
                    file: closure.file,
                    range: closure.range,
                    symbol: closure.symbol,
                    related: cycle.map { FindingLocation(file: $0.file, range: $0.range) }
                )
            }
        }
    }
}
