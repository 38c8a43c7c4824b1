import UIKit

protocol CatalogViewProtocol: AnyObject {
    func show(title: String)
}

protocol CatalogPresenterProtocol: AnyObject {
    func didLoad()
}

protocol CatalogInteractorProtocol {
    func load() -> String
}

protocol CatalogRouterProtocol {
    func close()
}
