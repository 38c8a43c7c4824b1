final class HomeInteractor: HomeInteractorProtocol {
    let title = "Home"
}
