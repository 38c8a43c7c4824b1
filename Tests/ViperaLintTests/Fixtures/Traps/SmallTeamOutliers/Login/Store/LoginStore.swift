final class AuthStore {
    private(set) var form = AuthForm()

    func update(email: String) {
        form.email = email
    }
}
