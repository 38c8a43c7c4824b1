import UIKit

protocol HomeViewProtocol: AnyObject {
    func show(title: String)
}

protocol HomePresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol HomeInteractorProtocol: AnyObject {
    var title: String { get }
}

protocol HomeRouterProtocol: AnyObject {
    func close()
}
