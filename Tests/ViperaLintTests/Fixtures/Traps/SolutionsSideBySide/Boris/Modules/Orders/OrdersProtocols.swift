import UIKit

protocol OrdersViewProtocol: AnyObject {
    func show(title: String)
}

protocol OrdersPresenterProtocol: AnyObject {
    func didLoad()
}

protocol OrdersInteractorProtocol {
    func load() -> String
}

protocol OrdersRouterProtocol {
    func close()
}
