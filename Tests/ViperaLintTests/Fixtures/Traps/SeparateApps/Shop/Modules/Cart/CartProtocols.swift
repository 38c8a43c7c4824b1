import UIKit

protocol CartViewProtocol: AnyObject {
    func reload()
}

protocol CartPresenterProtocol: AnyObject {
    func didLoad()
}

protocol CartInteractorProtocol {
    func fetch()
}

protocol CartRouterProtocol {
    func close()
}
