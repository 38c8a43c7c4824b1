import UIKit

final class FeedDefaultView: UIViewController, FeedView {
    let presenter: any FeedPresenter
    let dataManager: FeedDataManager

    init(presenter: any FeedPresenter, dataManager: FeedDataManager) {
        self.presenter = presenter
        self.dataManager = dataManager
        super.init(nibName: nil, bundle: nil)
        dataManager.onChange = { self.reload() }
    }

    func reload() {}
}
