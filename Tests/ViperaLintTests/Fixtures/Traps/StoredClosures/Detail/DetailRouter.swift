final class DetailRouter {
    private var logoutHandler: (() -> Void)?

    func observeLogout(_ handler: @escaping () -> Void) {
        logoutHandler = handler
    }
}
