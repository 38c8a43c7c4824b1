final class LoginPresenter: LoginPresenterInput {}
