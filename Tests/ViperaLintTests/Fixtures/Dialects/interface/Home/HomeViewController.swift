final class HomeViewController: HomeViewInterface {
    var presenter: HomePresenterInterface!
}
