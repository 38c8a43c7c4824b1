final class HomeInteractor: HomeInteractorType {
    func load() -> String { "" }
}
