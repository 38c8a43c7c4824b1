import UIKit

protocol HomeViewType: AnyObject {
    func show(title: String)
}

protocol HomePresenterType: AnyObject {
    func didLoad()
}

protocol HomeInteractorType {
    func load() -> String
}

protocol HomeRouterType {
    func close()
}
