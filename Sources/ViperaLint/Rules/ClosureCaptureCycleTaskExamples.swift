import ViperaCore

/// The examples of `closure-capture-cycle` where a property holds an endless task whose body
/// uses `self`, written or not (a member named alone, declared in an `#if` block or not; see
/// `EndlessTask`), and no method but `deinit` cancels it.
extension ClosureCaptureCycleRule {
    /// Code the rule reports, each with its messages. No fix: `[weak self]` does not end the loop.
    static let taskExamples: [RuleExample] = [
        RuleExample(
            """
            final class NavigationViewModel: ObservableObject {
                private var emptyTabTask: Task<Void, Never>?
                private var openingTask: Task<Void, Never>?
                @Published var tabs: [String] = []
                init() {
                    emptyTabTask = Task ↓{
                        for await _ in NotificationCenter.default.notifications(named: .enforceOneEmptyTab) {
                            tabs.removeAll()
                        }
                    }
                }
                func observeOpening() {
                    openingTask = Task ↓{
                        for await note in NotificationCenter.default.notifications(named: .openURL) { open(note) }
                    }
                }
                deinit {
                    openingTask?.cancel()
                }
                #if os(iOS)
                func open(_ note: Notification) {}
                #endif
            }
            """,
            messages: [
                "closure captures self strongly and closes a cycle: NavigationViewModel.emptyTabTask = { self … } → NavigationViewModel; \(taskAdvice)",
                "closure captures self strongly and closes a cycle: NavigationViewModel.openingTask = { self … } → NavigationViewModel; \(taskAdvice)",
            ])
    ]

    /// Code the rule leaves alone: a task that ends (no loop), one a method cancels, a loop that
    /// does not use `self` (its own locals shadowing the type's members).
    static let taskTraps: [RuleExample] = [
        RuleExample(
            """
            final class NavigationViewModel: ObservableObject {
                private var loadTask: Task<Void, Never>?
                private var openingTask: Task<Void, Never>?
                private var countTask: Task<Void, Never>?
                @Published var tabs: [String] = []
                func start() {
                    loadTask = Task { tabs = await fetchTabs() }
                    openingTask = Task {
                        for await note in NotificationCenter.default.notifications(named: .openURL) { open(note) }
                    }
                    countTask = Task {
                        var tabs = 0
                        for await _ in NotificationCenter.default.notifications(named: .openURL) { tabs += 1 }
                    }
                }
                func stop() {
                    openingTask?.cancel()
                }
                func fetchTabs() async -> [String] { [] }
                func open(_ note: Notification) {}
            }
            """)
    ]
}
