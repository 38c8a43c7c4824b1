import UIKit

protocol ProfileViewDelegate: AnyObject {
    func profileViewDidTapEdit(_ view: ProfileView)
}

/// The View: the view controller's root view, drawing what the presenter tells it.
final class ProfileView: UIView {
    weak var delegate: ProfileViewDelegate?
    let nameLabel = UILabel()

    func show(name: String) {
        nameLabel.text = name
    }
}
