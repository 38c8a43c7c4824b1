import UIKit

protocol CatalogViewProtocol: AnyObject {
    func reload()
}

protocol CatalogPresenterProtocol: AnyObject {
    func didLoad()
}

protocol CatalogInteractorProtocol {
    func fetch()
}

protocol CatalogRouterProtocol {
    func close()
}
