// The same shape, but the builder assigns the back reference: a real cycle.
final class CartInteractor {
    var output: CartPresenter?

    func load() -> Int { 0 }
}
