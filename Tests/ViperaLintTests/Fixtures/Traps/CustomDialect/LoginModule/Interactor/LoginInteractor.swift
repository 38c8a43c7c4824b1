protocol LoginInteractorInterface: AnyObject {
    var title: String { get }
}

final class LoginInteractor: LoginInteractorInterface {
    let title = "Login"
}
