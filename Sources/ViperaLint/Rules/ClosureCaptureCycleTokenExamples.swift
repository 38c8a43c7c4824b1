import ViperaCore

/// The examples of `closure-capture-cycle` where the object a call returns keeps the closure and
/// the class keeps that object: a repeating `Timer`'s block, the observer a block-based
/// `NotificationCenter` registration returns (see `ClosureHolders.subscriptionTypes`); and where
/// the class throws that observer away, so that the center keeps the block for ever (see
/// `ObserverLeaks`).
extension ClosureCaptureCycleRule {
    /// Code the rule reports, each with its messages and fixed form.
    static let tokenExamples: [RuleExample] = [
        RuleExample(
            """
            final class CountdownViewModel {
                private var timer: Timer?
                private var observer: NSObjectProtocol?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) ↓{ _ in self.tick() }
                    observer = NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) ↓{ _ in
                        self.tick()
                    }
                }
                func tick() {}
            }
            """,
            messages: [
                "closure captures self strongly and closes a cycle: CountdownViewModel.timer = { self … } → CountdownViewModel; capture [weak self]",
                "closure captures self strongly and closes a cycle: CountdownViewModel.observer = { self … } → CountdownViewModel; capture [weak self]",
            ],
            fixed: """
                final class CountdownViewModel {
                    private var timer: Timer?
                    private var observer: NSObjectProtocol?
                    func start() {
                        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
                        observer = NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { [weak self] _ in
                            guard let self else { return }
                            self.tick()
                        }
                    }
                    func tick() {}
                }
                """),
        RuleExample(
            """
            final class EventListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: nil, queue: .main) ↓{ _ in
                        self.reload()
                    }
                    _ = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: nil, using: ↓{ _ in self.reload() })
                }
                deinit {
                    NotificationCenter.default.removeObserver(self)
                }
                func reload() {}
            }
            """,
            messages: [
                "\(ObserverLeaks.message)",
                "\(ObserverLeaks.message)",
            ],
            fixed: """
                final class EventListViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: nil, queue: .main) { [weak self] _ in
                            guard let self else { return }
                            self.reload()
                        }
                        _ = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: nil, using: { [weak self] _ in self?.reload() })
                    }
                    deinit {
                        NotificationCenter.default.removeObserver(self)
                    }
                    func reload() {}
                }
                """),
    ]

    /// Code the rule leaves alone: a timer that fires once lets go of its block, a weak timer
    /// property leaves the timer to the run loop, and a weak capture keeps nothing.
    static let tokenTraps: [RuleExample] = [
        RuleExample(
            """
            final class CountdownViewModel {
                private var delay: Timer?
                private weak var ticker: Timer?
                private var observer: NSObjectProtocol?
                func start() {
                    delay = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in self.tick() }
                    ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
                    observer = NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { [weak self] _ in
                        self?.tick()
                    }
                }
                func tick() {}
            }
            """),
        // An observer kept and removed, one returned to the caller, a weak capture, a block that
        // does not use self, a struct's self (a value: nothing to keep alive).
        RuleExample(
            """
            final class EventListViewController: UIViewController {
                private var observer: NSObjectProtocol?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let token = NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: nil, queue: .main) { _ in self.reload() }
                    observer = token
                    NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: nil) { [weak self] _ in self?.reload() }
                    NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: nil) { _ in print("changed") }
                }
                func observeDay() -> NSObjectProtocol {
                    NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: nil) { _ in self.reload() }
                }
                deinit {
                    observer.map(NotificationCenter.default.removeObserver)
                }
                func reload() {}
            }
            struct DayChangeListener {
                var count = 0
                func start() {
                    NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: nil) { _ in print(self.count) }
                }
            }
            """),
    ]
}
