enum Polls {
    protocol Interactor: AnyObject {
        func load()
    }

    protocol Display: AnyObject {
        func show(_ count: Int)
    }
}
