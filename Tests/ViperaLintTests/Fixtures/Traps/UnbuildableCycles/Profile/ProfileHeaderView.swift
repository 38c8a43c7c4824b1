import UIKit

final class ProfileHeaderView: UIView {
    var controller: ProfileViewController?
}
