import UIKit

protocol OrdersViewProtocol: AnyObject {
    func reload()
}

protocol OrdersPresenterProtocol: AnyObject {
    func didLoad()
}

protocol OrdersInteractorProtocol {
    func fetch()
}

protocol OrdersRouterProtocol {
    func close()
}
