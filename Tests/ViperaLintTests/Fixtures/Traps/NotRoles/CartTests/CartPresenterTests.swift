final class Tests {
    let router = MockCartRouter()
}
