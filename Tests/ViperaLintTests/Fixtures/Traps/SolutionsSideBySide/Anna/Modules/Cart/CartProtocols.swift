import UIKit

protocol CartViewProtocol: AnyObject {
    func show(title: String)
}

protocol CartPresenterProtocol: AnyObject {
    func didLoad()
}

protocol CartInteractorProtocol {
    func load() -> String
}

protocol CartRouterProtocol {
    func close()
}
