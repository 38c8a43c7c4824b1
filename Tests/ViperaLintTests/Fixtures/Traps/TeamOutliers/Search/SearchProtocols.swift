import UIKit

protocol SearchViewProtocol: AnyObject {
    func show(title: String)
}

protocol SearchPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol SaerchInteractorProtocol: AnyObject {
    var title: String { get }
}

protocol SearchRouterProtocol: AnyObject {
    func close()
}
