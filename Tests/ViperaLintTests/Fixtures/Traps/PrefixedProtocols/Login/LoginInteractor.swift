protocol ILoginInteractor {
    func load()
}

final class LoginInteractor: ILoginInteractor {
    func load() {}
}
