final class AboutViewController: ErrorPresenter {
    func present(_ message: String) {}
}
