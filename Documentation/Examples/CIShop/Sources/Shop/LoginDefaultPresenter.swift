final class LoginDefaultPresenter {
    var view: LoginView?
}
