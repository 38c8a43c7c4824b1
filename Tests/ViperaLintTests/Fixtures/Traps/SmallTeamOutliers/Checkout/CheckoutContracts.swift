import UIKit

protocol CheckoutViewProtocol: AnyObject {
    func show(title: String)
}

protocol CheckoutPresenterProtcol: AnyObject {
    func viewDidLoad()
}

protocol CheckoutInteractorProtocol: AnyObject {
    var title: String { get }
}

protocol CheckoutRouterProtocol: AnyObject {
    func close()
}
