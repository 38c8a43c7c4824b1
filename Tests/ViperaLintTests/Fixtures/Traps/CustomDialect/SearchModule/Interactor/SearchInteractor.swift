protocol SearchInteractorInterface: AnyObject {
    var title: String { get }
}

final class SearchInteractor: SearchInteractorInterface {
    let title = "Search"
}
