final class DetailInteractor: DetailInteractorProtocol {
    var presenter: DetailPresenterProtocol?
    var output: DetailInteractorOutput?
}
