protocol HomeInteractor: AnyObject {
    func greeting() -> String
}

final class HomeDefaultInteractor: HomeInteractor {
    func greeting() -> String {
        "Welcome"
    }
}
