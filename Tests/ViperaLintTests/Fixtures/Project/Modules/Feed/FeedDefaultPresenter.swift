import UIKit

final class FeedDefaultPresenter: FeedPresenter {
    weak var view: (any FeedView)?
    let interactor: any FeedInteractor
    let router: any FeedRouter

    init(interactor: any FeedInteractor, router: any FeedRouter) {
        self.interactor = interactor
        self.router = router
    }

    func tint() -> UIColor { .red }
}
