final class LoginInteractor: LoginInteractorInput {
    weak var output: LoginInteractorOutput?
}
