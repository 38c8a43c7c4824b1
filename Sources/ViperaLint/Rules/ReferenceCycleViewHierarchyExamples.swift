import ViperaCore

/// The examples of `reference-cycle` where UIKit holds one side of the cycle (see
/// `ViewHierarchy`): its documentation and tests (see `RuleExample`).
extension ReferenceCycleRule {
    /// A cell, a subview or a child controller holding the view or controller that keeps it.
    static let viewHierarchyExamples: [RuleExample] = [
        // The table view the controller owns keeps every cell it dequeues: a cell holding the
        // controller strongly keeps it forever.
        RuleExample(
            """
            final class FeedViewController: UIViewController, UITableViewDataSource {
                let tableView = UITableView()
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    guard let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath) as? FeedCell else { return UITableViewCell() }
                    cell.controller = self
                    return cell
                }
            }
            final class FeedCell: UITableViewCell {
                ↓var controller: FeedViewController?
            }
            """,
            messages: [
                "strong reference cycle: FeedCell.controller → FeedViewController (dequeues FeedCell) → FeedCell; FeedViewController dequeues FeedCell (Example.swift:5), which UIKit keeps as long as FeedViewController lives: make FeedCell.controller weak"
            ],
            fixed: """
                final class FeedViewController: UIViewController, UITableViewDataSource {
                    let tableView = UITableView()
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        guard let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath) as? FeedCell else { return UITableViewCell() }
                        cell.controller = self
                        return cell
                    }
                }
                final class FeedCell: UITableViewCell {
                    weak var controller: FeedViewController?
                }
                """),
        // A child controller holding its parent through a delegate protocol the parent adopts.
        RuleExample(
            """
            protocol PlayerControlsDelegate: AnyObject {
                func didTapPlay()
            }
            final class PlayerViewController: UIViewController, PlayerControlsDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let controls = PlayerControlsViewController()
                    controls.delegate = self
                    addChild(controls)
                    view.addSubview(controls.view)
                    controls.didMove(toParent: self)
                }
                func didTapPlay() {}
            }
            final class PlayerControlsViewController: UIViewController {
                ↓var delegate: PlayerControlsDelegate?
            }
            """,
            messages: [
                "strong reference cycle: PlayerControlsViewController.delegate → PlayerViewController (adds PlayerControlsViewController) → PlayerControlsViewController; PlayerViewController adds PlayerControlsViewController (Example.swift:9), which UIKit keeps as long as PlayerViewController lives: make PlayerControlsViewController.delegate weak"
            ],
            fixed: """
                protocol PlayerControlsDelegate: AnyObject {
                    func didTapPlay()
                }
                final class PlayerViewController: UIViewController, PlayerControlsDelegate {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let controls = PlayerControlsViewController()
                        controls.delegate = self
                        addChild(controls)
                        view.addSubview(controls.view)
                        controls.didMove(toParent: self)
                    }
                    func didTapPlay() {}
                }
                final class PlayerControlsViewController: UIViewController {
                    weak var delegate: PlayerControlsDelegate?
                }
                """),
        // A stack view's arranged subview holding the view that added it; a cell dequeued by
        // the class it is passed (a team's own `dequeue` helper) holding the collection's
        // controller.
        RuleExample(
            """
            final class RatingView: UIView {
                private let stack = UIStackView()
                func configure(count: Int) {
                    for _ in 0..<count {
                        let star = StarButton()
                        star.ratingView = self
                        stack.addArrangedSubview(star)
                    }
                }
            }
            final class StarButton: UIButton {
                ↓var ratingView: RatingView?
            }
            final class PhotosViewController: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeue(PhotoCell.self, for: indexPath)
                    cell.owner = self
                    return cell
                }
            }
            final class PhotoCell: UICollectionViewCell {
                ↓var owner: PhotosViewController?
            }
            """,
            messages: [
                "strong reference cycle: StarButton.ratingView → RatingView (adds StarButton) → StarButton; RatingView adds StarButton (Example.swift:7), which UIKit keeps as long as RatingView lives: make StarButton.ratingView weak",
                "strong reference cycle: PhotoCell.owner → PhotosViewController (dequeues PhotoCell) → PhotoCell; PhotosViewController dequeues PhotoCell (Example.swift:16), which UIKit keeps as long as PhotosViewController lives: make PhotoCell.owner weak",
            ],
            fixed: """
                final class RatingView: UIView {
                    private let stack = UIStackView()
                    func configure(count: Int) {
                        for _ in 0..<count {
                            let star = StarButton()
                            star.ratingView = self
                            stack.addArrangedSubview(star)
                        }
                    }
                }
                final class StarButton: UIButton {
                    weak var ratingView: RatingView?
                }
                final class PhotosViewController: UICollectionViewController {
                    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        let cell = collectionView.dequeue(PhotoCell.self, for: indexPath)
                        cell.owner = self
                        return cell
                    }
                }
                final class PhotoCell: UICollectionViewCell {
                    weak var owner: PhotosViewController?
                }
                """),
        // A controller keeps its root view: the view holding its controller through a delegate
        // protocol keeps it forever.
        RuleExample(
            """
            protocol SettingsViewDelegate: AnyObject {
                func didToggleNotifications()
            }
            final class SettingsViewController: UIViewController, SettingsViewDelegate {
                override func loadView() {
                    let settingsView = SettingsView()
                    settingsView.delegate = self
                    view = settingsView
                }
                func didToggleNotifications() {}
            }
            final class SettingsView: UIView {
                ↓var delegate: SettingsViewDelegate?
            }
            """,
            messages: [
                "strong reference cycle: SettingsView.delegate → SettingsViewController (makes SettingsView its view) → SettingsView; SettingsViewController makes SettingsView its view (Example.swift:8), which UIKit keeps as long as SettingsViewController lives: make SettingsView.delegate weak"
            ],
            fixed: """
                protocol SettingsViewDelegate: AnyObject {
                    func didToggleNotifications()
                }
                final class SettingsViewController: UIViewController, SettingsViewDelegate {
                    override func loadView() {
                        let settingsView = SettingsView()
                        settingsView.delegate = self
                        view = settingsView
                    }
                    func didToggleNotifications() {}
                }
                final class SettingsView: UIView {
                    weak var delegate: SettingsViewDelegate?
                }
                """),
        // A supplementary view dequeued into a local declaring its class.
        RuleExample(
            """
            final class ProfileViewController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                func header(at indexPath: IndexPath) -> UICollectionReusableView {
                    let header: ProfileHeader = collectionView.dequeueSupplementaryView(for: indexPath)
                    header.profile = self
                    return header
                }
            }
            final class ProfileHeader: UICollectionReusableView {
                ↓var profile: ProfileViewController?
            }
            """,
            messages: [
                "strong reference cycle: ProfileHeader.profile → ProfileViewController (dequeues ProfileHeader) → ProfileHeader; ProfileViewController dequeues ProfileHeader (Example.swift:4), which UIKit keeps as long as ProfileViewController lives: make ProfileHeader.profile weak"
            ],
            fixed: """
                final class ProfileViewController: UIViewController {
                    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    func header(at indexPath: IndexPath) -> UICollectionReusableView {
                        let header: ProfileHeader = collectionView.dequeueSupplementaryView(for: indexPath)
                        header.profile = self
                        return header
                    }
                }
                final class ProfileHeader: UICollectionReusableView {
                    weak var profile: ProfileViewController?
                }
                """),
    ]
}
