final class ProfileInteractor {
    func load() {}
}
