protocol ProfileInteractorInterface: AnyObject {
    var title: String { get }
}

final class ProfileInteractor: ProfileInteractorInterface {
    let title = "Profile"
}
