final class HomeViewController: HomeViewProtocol, HomePresenterDelegate {
    var presenter: HomePresenterProtocol?
}
