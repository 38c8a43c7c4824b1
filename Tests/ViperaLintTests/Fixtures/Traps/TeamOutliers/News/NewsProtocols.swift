import UIKit

protocol NewsViewProtocol: AnyObject {
    func show(title: String)
}

protocol NewsPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol NewsInteractorProtocol: AnyObject {
    var title: String { get }
}

protocol NewsRouterProtocol: AnyObject {
    func close()
}
