import UIKit

protocol ProfileViewProtocol: AnyObject {
    func show(title: String)
}

protocol ProfilePresenterProtocol: AnyObject {
    func didLoad()
}

protocol ProfileInteractorProtocol {
    func load() -> String
}

protocol ProfileRouterType {
    func close()
}
