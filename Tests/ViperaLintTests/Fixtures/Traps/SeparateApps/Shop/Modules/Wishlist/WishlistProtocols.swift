import UIKit

protocol WishlistViewProtocol: AnyObject {
    func reload()
}

protocol WishlistPresenterProtocol: AnyObject {
    func didLoad()
}

protocol WishlistInteractorProtocol {
    func fetch()
}

protocol WishlistRouterProtocol {
    func close()
}
