import UIKit

final class WishlistViewController: UIViewController, WishlistViewProtocol {
    var presenter: WishlistPresenterProtocol?
    func show(title: String) {}
}
