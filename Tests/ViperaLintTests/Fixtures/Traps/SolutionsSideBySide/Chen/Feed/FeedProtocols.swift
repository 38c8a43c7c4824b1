import UIKit

protocol FeedViewType: AnyObject {
    func show(title: String)
}

protocol FeedPresenterType: AnyObject {
    func didLoad()
}

protocol FeedInteractorType {
    func load() -> String
}

protocol FeedRouterType {
    func close()
}
