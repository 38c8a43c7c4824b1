import UIKit

protocol FeedViewProtocol: AnyObject {
    func show(title: String)
}

protocol FeedPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol FeedInteractorProtocol: AnyObject {
    var title: String { get }
}

protocol FeedRouterProtocol: AnyObject {
    func close()
}
