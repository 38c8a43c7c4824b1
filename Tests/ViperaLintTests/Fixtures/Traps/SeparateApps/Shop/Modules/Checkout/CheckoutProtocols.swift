import UIKit

protocol CheckoutViewProtocol: AnyObject {
    func reload()
}

protocol CheckoutPresenterProtocol: AnyObject {
    func didLoad()
}

protocol CheckoutInteractorProtocol {
    func fetch()
}

protocol CheckoutRouterProtocol {
    func close()
}
