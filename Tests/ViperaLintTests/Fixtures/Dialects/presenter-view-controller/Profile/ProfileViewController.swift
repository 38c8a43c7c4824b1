import UIKit

/// The presenter is the view controller: it owns its root view and the interactor.
final class ProfileViewController: UIViewController, ProfileViewDelegate {
    private let profileView = ProfileView()
    private let interactor: ProfileInteractor

    init(interactor: ProfileInteractor) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        profileView.delegate = self
        view = profileView
    }

    func profileViewDidTapEdit(_ view: ProfileView) {
        interactor.loadName { [weak self] name in self?.profileView.show(name: name) }
    }
}
