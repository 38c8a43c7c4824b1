// Cycles and boundaries: the interactor and a data manager hold each other, a stored closure
// captures self, the presenter depends on UIKit and the interactor on the view.
protocol FeedView: AnyObject {}
protocol FeedInteractor: AnyObject {}
protocol FeedPresenter: AnyObject {}
protocol FeedRouter {}
protocol FeedBuilder {}
