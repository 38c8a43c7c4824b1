protocol FeedViewInterface: AnyObject {}
protocol FeedViewProtocol: AnyObject {}
