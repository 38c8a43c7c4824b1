// A scene's types live in its namespace: the file names the nested type after its namespace.
protocol CartBusinessLogic {
    func loadItems()
}

extension Cart {
    typealias BusinessLogic = CartBusinessLogic

    final class Interactor: BusinessLogic {
        func loadItems() {}
    }
}
