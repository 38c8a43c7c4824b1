final class SearchInteractor {
    func load() {}
}
