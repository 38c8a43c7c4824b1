final class ProfileInteractor: ProfileInteractorProtocol {
    func load() -> String { "" }
}
