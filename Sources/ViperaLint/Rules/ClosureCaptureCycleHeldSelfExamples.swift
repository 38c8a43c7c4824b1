import ViperaCore

/// The examples of `closure-capture-cycle` where a subscription holds `self` without a closure
/// literal: Combine's `assign(to:on: self)` and a method passed by name as a handler (see
/// `HeldSelf`).
extension ClosureCaptureCycleRule {
    /// Code the rule reports, each with its messages. `lint --fix` leaves them to the user: there
    /// is no closure to capture `self` weakly in.
    static let heldSelfExamples: [RuleExample] = [
        RuleExample(
            """
            final class SettingsStore {
                @Published var theme = 0
                @Published var isValid = false
                private var cancellables = Set<AnyCancellable>()
                private var token: AnyCancellable?
                private let disposeBag = DisposeBag()
                init(sizes: Observable<Int>) {
                    $theme.sink(receiveValue: ↓save).store(in: &cancellables)
                    $theme.map { $0 > 0 }.assign(to: \\.isValid, on: ↓self).store(in: &cancellables)
                    token = $theme.sink(receiveValue: ↓self.save)
                    sizes.do(onNext: ↓log).subscribe().disposed(by: disposeBag)
                }
                private func save(_ theme: Int) {}
                private func log(_ size: Int) {}
            }
            """,
            messages: [
                "subscription holds self strongly and closes a cycle: SettingsStore.cancellables = self.save → SettingsStore; pass { [weak self] in self?.save($0) } instead",
                "subscription holds self strongly and closes a cycle: SettingsStore.cancellables = assign(to:on: self) → SettingsStore; assign with assign(to: &$property), or sink with [weak self]",
                "subscription holds self strongly and closes a cycle: SettingsStore.token = self.save → SettingsStore; pass { [weak self] in self?.save($0) } instead",
                "subscription holds self strongly and closes a cycle: SettingsStore.disposeBag = self.log → SettingsStore; pass { [weak self] in self?.log($0) } instead",
            ])
    ]

    /// Code the rule leaves alone: handlers that are no method of `self` (a parameter, a local,
    /// a stored closure), assignment to a publisher or to another object, and a subscription
    /// that ends by itself.
    static let heldSelfTraps: [RuleExample] = [
        RuleExample(
            """
            final class SettingsStore {
                @Published var theme = 0
                @Published var isValid = false
                let label = Label()
                let onTheme: (Int) -> Void
                private var cancellables = Set<AnyCancellable>()
                init(log: @escaping (Int) -> Void) {
                    onTheme = log
                    let show: (Int) -> Void = { print($0) }
                    $theme.sink(receiveValue: log).store(in: &cancellables)
                    $theme.sink(receiveValue: show).store(in: &cancellables)
                    $theme.sink(receiveValue: onTheme).store(in: &cancellables)
                    $theme.sink(receiveValue: self.onTheme).store(in: &cancellables)
                    $theme.map { $0 > 0 }.assign(to: &$isValid)
                    $theme.map(String.init).assign(to: \\.text, on: label).store(in: &cancellables)
                    Just(1).sink(receiveValue: save).store(in: &cancellables)
                }
                func save(_ theme: Int) {}
            }
            final class Label {
                var text = ""
            }
            """)
    ]
}
