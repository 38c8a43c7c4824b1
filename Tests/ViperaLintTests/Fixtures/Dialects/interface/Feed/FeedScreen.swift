final class FeedViewController: FeedViewInterface {}
final class FeedCell {}
