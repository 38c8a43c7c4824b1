// A test double in the app target, for previews: named after what it stands in for.
final class CartInteractorStub: CartInteractor {
    func total() -> Int { 42 }
}
