protocol MovieDetailViewing: AnyObject {
    func show(_ title: String)
}

protocol MovieDetailPresenting: AnyObject {
    func viewDidLoad()
}

protocol MovieDetailRouting: AnyObject {
    func close()
}

protocol MovieDetailBuilder {
    func build() -> MovieDetailViewController
}
