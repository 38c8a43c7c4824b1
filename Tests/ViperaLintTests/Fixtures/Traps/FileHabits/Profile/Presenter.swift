final class ProfilePresenter {
    func didLoad() {}
}
