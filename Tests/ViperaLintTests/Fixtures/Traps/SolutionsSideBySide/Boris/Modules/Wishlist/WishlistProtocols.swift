import UIKit

protocol WishlistViewProtocol: AnyObject {
    func show(title: String)
}

protocol WishlistPresenterProtocol: AnyObject {
    func didLoad()
}

protocol WishlistInteractorProtocol {
    func load() -> String
}

protocol WishlistRouterProtocol {
    func close()
}
