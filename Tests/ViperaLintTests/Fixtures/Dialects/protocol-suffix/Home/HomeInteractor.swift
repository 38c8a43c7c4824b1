final class HomeInteractor: HomeInteractorProtocol {
    weak var presenter: HomeInteractorDelegate?
}
