import UIKit

protocol ScanViewType: AnyObject {
    func show(title: String)
}

protocol ScanPresenterType: AnyObject {
    func didLoad()
}

protocol ScanInteractorType {
    func load() -> String
}

protocol ScanRouterType {
    func close()
}
