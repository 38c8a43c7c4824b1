// A test double in a test target.
final class MockCartRouter: CartRouter {
    var closed = false
    func close() { closed = true }
}
