final class CartInteractor {
    func load() {}
}
