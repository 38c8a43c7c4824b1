enum Balances {
    protocol Interactor: AnyObject {
        func load()
    }

    protocol Display: AnyObject {
        func show(_ total: Int)
    }
}
