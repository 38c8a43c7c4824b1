import UIKit

protocol CartViewProtocol: AnyObject {
    func show(title: String)
}

protocol CartPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol CartInteractorProtocol: AnyObject {
    var title: String { get }
}

protocol CartRouterProtocol: AnyObject {
    func close()
}
