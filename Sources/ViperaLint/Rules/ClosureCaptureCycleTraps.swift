import ViperaCore

/// The code `closure-capture-cycle` leaves alone: its documentation and tests (see `RuleExample`).
extension ClosureCaptureCycleRule {
    /// Code the rule leaves alone, the traps among it.
    static let nonTriggeringExamples: [RuleExample] = [
        // Weak captures, a local weak reference, and a method that only calls its closure.
        RuleExample(
            """
            final class ArticlesRouter {
                var completion: (() -> Void)?
                func present(completion: @escaping () -> Void) { self.completion = completion }
                func run(_ body: () -> Void) { body() }
            }
            final class ArticlesPresenter {
                let router = ArticlesRouter()
                func didClick() {
                    router.present { [weak self] in self?.reload() }
                    router.present(completion: { [unowned self] in self.reload() })
                    weak var weakSelf = self
                    router.present { weakSelf?.reload() }
                    router.run { self.reload() }
                }
                func reload() {}
            }
            """),
        RuleExample(
            """
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
        // A framework object the class only makes and shows, or holds weakly; a layout it
        // builds but does not keep; a superclass of its own whose `on…` method only calls its
        // closure.
        RuleExample(
            """
            class BaseToggle {
                func onFlip(_ action: () -> Void) { action() }
            }
            final class ToggleView: BaseToggle {
                weak var footer: UIView?
                var isOn = false
                func setUp() {
                    let alert = UIAlertController()
                    alert.dismissHandler = { self.finish() }
                    footer?.activationHandler = { self.finish() }
                    let layout = makeLayout()
                    onFlip { self.isOn.toggle() }
                }
                func makeLayout() -> NSCollectionLayoutSection {
                    let section = NSCollectionLayoutSection()
                    section.visibleItemsInvalidationHandler = { _, _, _ in self.finish() }
                    return section
                }
                func finish() {}
            }
            """),
    ]
}
