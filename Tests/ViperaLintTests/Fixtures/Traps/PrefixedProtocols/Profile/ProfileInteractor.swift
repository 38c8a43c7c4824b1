protocol IProfileInteractor {
    func load()
}

final class ProfileInteractor: IProfileInteractor {
    func load() {}
}
