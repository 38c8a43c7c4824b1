import ViperaCore

/// The examples of `closure-capture-cycle`: its documentation and tests (see `RuleExample`).
extension ClosureCaptureCycleRule {
    /// Code the rule reports, each with its messages and fixed form.
    static let triggeringExamples: [RuleExample] = [
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
        // Closures kept by objects of types the code does not declare: a framework object the
        // class holds, a section a method builds into the layout it returns (the class stores
        // the layout), and the handler a framework superclass's `on…` method registers. No
        // fix: the closures' types are not in the code, so `self?` may not fit them.
        RuleExample(
            files: [
                (
                    "OnboardingView.swift",
                    """
                    final class OnboardingView: UIView {
                        private let collectionView = UICollectionView()
                        func setUp() {
                            collectionView.collectionViewLayout = makeLayout()
                            collectionView.refreshHandler = ↓{ self.reload() }
                        }
                        func reload() {}
                    }
                    """
                ),
                (
                    "OnboardingView+Layout.swift",
                    """
                    extension OnboardingView {
                        func makeLayout() -> UICollectionViewLayout {
                            let section = NSCollectionLayoutSection()
                            section.visibleItemsInvalidationHandler = ↓{ _, _, _ in self.reload() }
                            let layout = UICollectionViewCompositionalLayout(section: section)
                            return layout
                        }
                    }
                    """
                ),
                (
                    "IconRow.swift",
                    """
                    final class IconRow: ActionSheetRow<IconCell> {
                        var icon: String?
                        func setUp() {
                            onChange ↓{ row in self.icon = row.value }
                        }
                    }
                    """
                ),
            ],
            messages: [
                "closure captures self strongly and closes a cycle: IconRow.onChange { self … } → IconRow; capture [weak self]",
                "closure captures self strongly and closes a cycle: OnboardingView.collectionView.collectionViewLayout → NSCollectionLayoutSection.visibleItemsInvalidationHandler = { self … } → OnboardingView; capture [weak self]",
                "closure captures self strongly and closes a cycle: OnboardingView.collectionView.refreshHandler = { self … } → OnboardingView; capture [weak self]",
            ]),
    ]
}
