protocol LoginView: AnyObject {
    func show(error: String)
}

protocol LoginPresenter: AnyObject {
    func didTapLogin()
}

protocol LoginRouter {
    func openHome()
}
