protocol HomeInteractorInterface: AnyObject {
    var title: String { get }
}

final class HomeInteractor: HomeInteractorInterface {
    let title = "Home"
}
