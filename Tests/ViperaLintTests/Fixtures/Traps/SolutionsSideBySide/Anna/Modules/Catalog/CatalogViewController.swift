import UIKit

final class CatalogViewController: UIViewController, CatalogViewProtocol {
    var presenter: CatalogPresenterProtocol?
    func show(title: String) {}
}
