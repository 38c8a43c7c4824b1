import UIKit

final class ProfileDefaultView: UIViewController, ProfileView {
    private let presenter: any ProfilePresenter
    @IBOutlet private var nameLabel: UILabel!
    private lazy var header: UILabel = {
        let label = UILabel()
        label.text = self.title
        return label
    }()

    init(presenter: any ProfilePresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    func show(name: String) { nameLabel.text = name }
}
