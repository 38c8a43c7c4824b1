import UIKit

protocol ProfileViewProtocol: AnyObject {
    func show(title: String)
}

protocol ProfilePresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol ProfileInteractorProtocol: AnyObject {
    var title: String { get }
}

protocol ProfileRouterProtocol: AnyObject {
    func close()
}
