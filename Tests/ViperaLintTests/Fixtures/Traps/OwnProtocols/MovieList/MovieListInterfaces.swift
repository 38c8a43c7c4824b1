// The team names its role protocols by what the role does (`<M>Viewing`, `<M>Interacting`…),
// and its builder's protocol `<M>Builder`.
protocol MovieListViewing: AnyObject {
    func show(_ titles: [String])
}

protocol MovieListPresenting: AnyObject {
    func viewDidLoad()
}

protocol MovieListInteracting: AnyObject {
    func fetch() -> [String]
}

protocol MovieListRouting: AnyObject {
    func showDetail()
}

protocol MovieListBuilder {
    func build() -> MovieListViewController
}
