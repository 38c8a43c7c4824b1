protocol CartView: AnyObject {
    func reload()
}

protocol CartPresenter: AnyObject {
    func didLoad()
}

protocol CartRouter {
    func close()
}
