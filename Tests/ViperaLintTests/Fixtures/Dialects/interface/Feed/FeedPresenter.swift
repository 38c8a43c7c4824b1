final class FeedPresenter {}
