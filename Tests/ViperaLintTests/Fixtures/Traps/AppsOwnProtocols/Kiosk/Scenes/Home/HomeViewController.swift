import UIKit

final class HomeViewController: UIViewController, HomeViewType {
    var presenter: HomePresenterType?
    func show(title: String) {}
}
