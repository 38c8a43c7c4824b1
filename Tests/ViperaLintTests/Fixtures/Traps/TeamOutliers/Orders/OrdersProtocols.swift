import UIKit

protocol OrdersViewProtocol: AnyObject {
    func show(title: String)
}

protocol OrdersPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol OrdersInteractorProtocol: AnyObject {
    var title: String { get }
}

protocol OrdersRouterProtocol: AnyObject {
    func close()
}
