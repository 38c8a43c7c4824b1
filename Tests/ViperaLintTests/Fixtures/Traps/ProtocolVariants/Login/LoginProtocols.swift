import UIKit

protocol LoginViewProtocol: AnyObject {
    func show(title: String)
}

protocol LoginPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol LoginInteractorProtocol: AnyObject {
    var title: String { get }
}

protocol LoginRouterProtocol: AnyObject {
    func close()
}
