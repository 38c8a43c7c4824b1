final class ProfileInteractor: ProfileInteractorProtocol {
    let title = "Profile"
}
