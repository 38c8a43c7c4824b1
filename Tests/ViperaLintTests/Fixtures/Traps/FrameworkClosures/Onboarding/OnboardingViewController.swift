import UIKit

final class OnboardingViewController: UIViewController {
    @IBOutlet private weak var collectionView: UICollectionView!
    @IBOutlet private weak var pageControl: UIPageControl!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
    private weak var footer: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = makeLayout()
        dataSource?.supplementaryViewProvider = { collectionView, kind, indexPath in
            self.supplementaryView(collectionView, kind, indexPath)
        }
        footer?.accessibilityActivationHandler = { self.finish() }
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.dismissHandler = { self.finish() }
        present(alert, animated: true)
    }

    func finish() {}

    func supplementaryView(_ view: UICollectionView, _ kind: String, _ indexPath: IndexPath) -> UICollectionReusableView? { nil }
}
