final class LoginRouter: LoginRouterInput {}
