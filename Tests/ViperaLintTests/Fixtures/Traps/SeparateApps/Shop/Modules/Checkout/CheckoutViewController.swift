import UIKit

final class CheckoutViewController: UIViewController, CheckoutViewProtocol {
    var presenter: CheckoutPresenterProtocol?
    func reload() {}
}
