import UIKit

protocol IProfileView: AnyObject {
    func show()
}

final class ProfileViewController: UIViewController, IProfileView {
    var presenter: IProfilePresenter?

    func show() {}
}
