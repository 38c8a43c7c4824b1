import ViperaCore

/// A closure stored in a property captures `self` strongly and so closes a reference cycle.
struct ClosureCaptureCycleRule: Rule {
    static let description = RuleDescription(
        id: "closure-capture-cycle",
        defaultSeverity: .error,
        category: .cycle,
        summary: "A closure stored in a property captures self strongly, closing a reference cycle.",
        triggering: [
            RuleExample(
                """
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
                """,
                messages: [
                    "closure captures self strongly and closes a cycle: LoginDefaultView.onTap = { self … } → LoginDefaultView; capture [weak self]",
                    "closure captures self strongly and closes a cycle: Button.action = { self … } → LoginDefaultView.button → Button; capture [weak self]",
                ],
                fixed: """
                    final class LoginDefaultView {
                        let button = Button()
                        lazy var onTap: () -> Void = { [weak self] in self?.submit() }
                        func setUp() {
                            button.action = { [weak self] in self?.submit() }
                        }
                        func submit() {}
                    }
                    final class Button {
                        var action: (() -> Void)?
                    }
                    """),
            // A closure passed to a method that stores its parameter, in another file.
            RuleExample(
                files: [
                    (
                        "ArticlesRouter.swift",
                        """
                        final class ArticlesRouter {
                            private(set) var sortCompletion: ((Int) -> Void)?
                            func presentSortOptions(sortCompletion: ((Int) -> Void)?) {
                                self.sortCompletion = sortCompletion
                            }
                        }
                        """
                    ),
                    (
                        "ArticlesPresenter.swift",
                        """
                        final class ArticlesPresenter {
                            var router: ArticlesRouter!
                            func attach(_ router: ArticlesRouter) { self.router = router }
                            func didClickSortButton() {
                                router.presentSortOptions ↓{ option in
                                    self.sort(by: option)
                                }
                            }
                            func sort(by option: Int) {}
                        }
                        """
                    ),
                ],
                messages: [
                    "closure captures self strongly and closes a cycle: ArticlesRouter.sortCompletion = { self … } → ArticlesPresenter.router → ArticlesRouter; capture [weak self]"
                ],
                fixed: [
                    "ArticlesPresenter.swift": """
                    final class ArticlesPresenter {
                        var router: ArticlesRouter!
                        func attach(_ router: ArticlesRouter) { self.router = router }
                        func didClickSortButton() {
                            router.presentSortOptions { [weak self] option in
                                guard let self else { return }
                                self.sort(by: option)
                            }
                        }
                        func sort(by option: Int) {}
                    }
                    """
                ]),
            // A property declared in the superclass with a function type alias, and a weak
            // outlet's property (the view hierarchy owns the outlet).
            RuleExample(
                """
                typealias VoidCallBack = () -> Void
                class BaseCollectionViewController: UIViewController {
                    var headerRefresh: VoidCallBack?
                }
                final class ImageStackView: UIView {
                    var didAdditionImage: VoidCallBack?
                }
                final class SimilarViewController: BaseCollectionViewController {
                    @IBOutlet weak var imageStackView: ImageStackView!
                    override func viewDidLoad() {
                        self.headerRefresh = ↓{
                            self.reload()
                        }
                        imageStackView.didAdditionImage = ↓{ self.reload() }
                    }
                    func reload() {}
                }
                """,
                messages: [
                    "closure captures self strongly and closes a cycle: SimilarViewController.headerRefresh = { self … } → SimilarViewController; capture [weak self]",
                    "closure captures self strongly and closes a cycle: ImageStackView.didAdditionImage = { self … } → SimilarViewController.imageStackView → ImageStackView; capture [weak self]",
                ],
                fixed: """
                    typealias VoidCallBack = () -> Void
                    class BaseCollectionViewController: UIViewController {
                        var headerRefresh: VoidCallBack?
                    }
                    final class ImageStackView: UIView {
                        var didAdditionImage: VoidCallBack?
                    }
                    final class SimilarViewController: BaseCollectionViewController {
                        @IBOutlet weak var imageStackView: ImageStackView!
                        override func viewDidLoad() {
                            self.headerRefresh = { [weak self] in
                                guard let self else { return }
                                self.reload()
                            }
                            imageStackView.didAdditionImage = { [weak self] in self?.reload() }
                        }
                        func reload() {}
                    }
                    """),
            // A closure passed to an initialiser that stores it, and subscriptions kept in a
            // bag (Combine's `store(in:)`, RxSwift's `disposed(by:)`).
            RuleExample(
                files: [
                    (
                        "DetailHeaderModel.swift",
                        """
                        final class DetailHeaderModel {
                            private let onTap: () -> Void
                            init(onTap: @escaping () -> Void) { self.onTap = onTap }
                        }
                        """
                    ),
                    (
                        "DetailPresenter.swift",
                        """
                        final class DetailPresenter {
                            var header: DetailHeaderModel?
                            private var cancellables = Set<AnyCancellable>()
                            private let disposeBag = DisposeBag()
                            func start(updates: AnyPublisher<Int, Never>, prices: Observable<Int>) {
                                header = DetailHeaderModel(onTap: ↓{ self.close() })
                                updates.sink ↓{ value in self.show(value) }.store(in: &cancellables)
                                prices.subscribe(onNext: ↓{ price in self.show(price) }).disposed(by: disposeBag)
                            }
                            func show(_ value: Int) {}
                            func close() {}
                        }
                        """
                    ),
                ],
                messages: [
                    "closure captures self strongly and closes a cycle: DetailHeaderModel.onTap = { self … } → DetailPresenter.header → DetailHeaderModel; capture [weak self]",
                    "closure captures self strongly and closes a cycle: DetailPresenter.cancellables = { self … } → DetailPresenter; capture [weak self]",
                    "closure captures self strongly and closes a cycle: DetailPresenter.disposeBag = { self … } → DetailPresenter; capture [weak self]",
                ],
                fixed: [
                    "DetailPresenter.swift": """
                    final class DetailPresenter {
                        var header: DetailHeaderModel?
                        private var cancellables = Set<AnyCancellable>()
                        private let disposeBag = DisposeBag()
                        func start(updates: AnyPublisher<Int, Never>, prices: Observable<Int>) {
                            header = DetailHeaderModel(onTap: { [weak self] in self?.close() })
                            updates.sink { [weak self] value in self?.show(value) }.store(in: &cancellables)
                            prices.subscribe(onNext: { [weak self] price in self?.show(price) }).disposed(by: disposeBag)
                        }
                        func show(_ value: Int) {}
                        func close() {}
                    }
                    """
                ]),
            // Scenes that each declare an `Interactor` in their own namespace: each is its own
            // type, whichever file comes first.
            RuleExample(
                files: [
                    (
                        "BalancesInteractor.swift",
                        """
                        enum Balances {}
                        extension Balances {
                            final class Interactor {
                                private let disposeBag = DisposeBag()
                                func observe(_ items: Observable<Int>) {
                                    items.subscribe(onNext: { [weak self] item in self?.show(item) }).disposed(by: disposeBag)
                                }
                                func show(_ item: Int) {}
                            }
                        }
                        """
                    ),
                    (
                        "PollsInteractor.swift",
                        """
                        enum Polls {}
                        extension Polls {
                            final class Interactor {
                                private let disposeBag = DisposeBag()
                                func observe(_ items: Observable<Int>) {
                                    items.subscribe(onNext: ↓{ item in self.show(item) }).disposed(by: disposeBag)
                                }
                                func show(_ item: Int) {}
                            }
                        }
                        """
                    ),
                ],
                messages: [
                    "closure captures self strongly and closes a cycle: Polls.Interactor.disposeBag = { self … } → Polls.Interactor; capture [weak self]"
                ],
                fixed: [
                    "PollsInteractor.swift": """
                    enum Polls {}
                    extension Polls {
                        final class Interactor {
                            private let disposeBag = DisposeBag()
                            func observe(_ items: Observable<Int>) {
                                items.subscribe(onNext: { [weak self] item in self?.show(item) }).disposed(by: disposeBag)
                            }
                            func show(_ item: Int) {}
                        }
                    }
                    """
                ]),
        ],
        nonTriggering: [
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
        ]
    )

    /// One finding per closure, with the shortest cycle it closes, starting at the closure; the
    /// cycle's other references are related locations.
    func check(_ index: FactIndex) -> [Finding] {
        index.referenceCycles.flatMap { group in
            var reported: Set<FindingLocation> = []
            return group.cycles.sorted { $0.count < $1.count }.compactMap { cycle -> Finding? in
                guard let position = cycle.firstIndex(where: \.isClosure),
                    reported.insert(FindingLocation(file: cycle[position].file, range: cycle[position].range)).inserted
                else { return nil }
                let closure = cycle[position]
                let rotated = Array(cycle[position...] + cycle[..<position])
                return Self.finding(
                    "closure captures self strongly and closes a cycle: \(CycleFinder.describe(rotated)); capture [weak self]",
                    file: closure.file,
                    range: closure.range,
                    symbol: closure.symbol,
                    related: rotated.dropFirst().map { FindingLocation(file: $0.file, range: $0.range) },
                    cycle: rotated.map(CycleStep.init)
                )
            }
        }
    }
}
