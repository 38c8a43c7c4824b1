final class FeedDefaultInteractor: FeedInteractor {
    weak var presenter: (any FeedPresenter)?
    let dataManager: FeedDataManager

    init(dataManager: FeedDataManager) {
        self.dataManager = dataManager
        dataManager.interactor = self
    }

    func attach(to view: FeedView) {}
}

final class FeedDataManager {
    var interactor: (any FeedInteractor)?
    var onChange: (() -> Void)?
}
