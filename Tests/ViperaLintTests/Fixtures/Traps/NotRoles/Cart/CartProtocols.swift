protocol CartView: AnyObject {
    func show(total: Int)
}

protocol CartPresenter: AnyObject {
    func viewDidLoad()
}

protocol CartInteractor: AnyObject {
    func total() -> Int
}

protocol CartRouter: AnyObject {
    func close()
}

protocol CartBuilder {
    func build() -> CartView
}
