protocol LoginInteractor: AnyObject {
    func logIn(name: String, password: String) -> Bool
}

final class LoginDefaultInteractor: LoginInteractor {
    func logIn(name: String, password: String) -> Bool {
        !name.isEmpty && password.count >= 8
    }
}
