final class FeedViewController: ErrorPresenter {
    func present(_ message: String) {}
}
