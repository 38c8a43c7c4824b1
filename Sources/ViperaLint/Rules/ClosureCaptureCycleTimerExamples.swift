import ViperaCore

/// The examples of `closure-capture-cycle` where a repeating timer or display link made with
/// `target: self` is kept in a property of `self` (assigned, kept in a local first, or the value
/// of a lazy property, built in place or not) and no method but `deinit` invalidates it: the
/// timer holds its target until it is invalidated (see `HeldSelf.target(of:)`).
extension ClosureCaptureCycleRule {
    /// Code the rule reports, each with its messages. `lint --fix` refuses: there is no closure
    /// to capture `self` weakly in, and only invalidating the timer lets go of its target.
    static let timerExamples: [RuleExample] = [
        RuleExample(
            """
            final class CountdownButton: UIButton {
                private var timer: Timer?
                private var refresh: Timer?
                private lazy var displayLink: CADisplayLink = {
                    let link = CADisplayLink(target: ↓self, selector: #selector(CountdownButton.step))
                    link.isPaused = true
                    link.add(to: .main, forMode: .common)
                    return link
                }()
                private lazy var pulse = CADisplayLink(target: ↓self, selector: #selector(step))
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: ↓self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                    let minute = Timer(timeInterval: 60, target: ↓self, selector: #selector(tick), userInfo: nil, repeats: true)
                    RunLoop.main.add(minute, forMode: .common)
                    self.refresh = minute
                }
                deinit {
                    timer?.invalidate()
                    displayLink.remove(from: .main, forMode: .common)
                }
                @objc func tick(_ timer: Timer) {}
                @objc func step() {}
            }
            """,
            messages: [
                "CADisplayLink holds self as its target and closes a cycle: CountdownButton.displayLink = CADisplayLink(target: self, selector: #selector(step)) → CountdownButton; \(HeldSelf.timerAdvice)",
                "CADisplayLink holds self as its target and closes a cycle: CountdownButton.pulse = CADisplayLink(target: self, selector: #selector(step)) → CountdownButton; \(HeldSelf.timerAdvice)",
                "Timer holds self as its target and closes a cycle: CountdownButton.timer = Timer(target: self, selector: #selector(tick)) → CountdownButton; \(HeldSelf.timerAdvice)",
                "Timer holds self as its target and closes a cycle: CountdownButton.refresh = Timer(target: self, selector: #selector(tick)) → CountdownButton; \(HeldSelf.timerAdvice)",
            ])
    ]

    /// Code the rule leaves alone: a timer invalidated outside `deinit` (directly or in a method
    /// that `deinit` also calls), one that fires once, one kept weakly (the run loop keeps it),
    /// one whose target is another object (a weak proxy), and the targets UIKit keeps weakly
    /// (a gesture recognizer's, a bar button item's).
    static let timerTraps: [RuleExample] = [
        RuleExample(
            """
            final class AutoScrollViewController: UIViewController {
                private var displayLink: CADisplayLink?
                private var poll: Timer?
                private var delay: Timer?
                private weak var ticker: Timer?
                private var proxied: Timer?
                private let recognizer = UITapGestureRecognizer()
                func startAutoScroll() {
                    let link = CADisplayLink(target: self, selector: #selector(step))
                    link.add(to: .main, forMode: .common)
                    displayLink = link
                    poll = Timer(timeInterval: 5, target: self, selector: #selector(step), userInfo: nil, repeats: true)
                    delay = Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(step), userInfo: nil, repeats: false)
                    ticker = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(step), userInfo: nil, repeats: true)
                    proxied = Timer.scheduledTimer(timeInterval: 1, target: WeakProxy(self), selector: #selector(step), userInfo: nil, repeats: true)
                    recognizer.addTarget(self, action: #selector(step))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Stop", style: .plain, target: self, action: #selector(stopAutoScroll))
                }
                @objc func stopAutoScroll() {
                    displayLink?.invalidate()
                    displayLink = nil
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    self.poll?.invalidate()
                }
                deinit {
                    stopAutoScroll()
                    proxied?.invalidate()
                }
                @objc func step() {}
            }
            """)
    ]
}
