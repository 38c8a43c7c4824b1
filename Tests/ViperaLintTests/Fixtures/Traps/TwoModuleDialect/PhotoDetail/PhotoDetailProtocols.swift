// Both modules name their protocols as no built-in convention does, and neither has a builder.
protocol PhotoDetailViewControllerProtocol: AnyObject {
    func show(title: String)
}

protocol PhotoDetailPresenterProtocolInput: AnyObject {
    func viewDidLoad()
}

protocol PhotoDetailInteractorProtocolInput: AnyObject {
    func load() -> String
}

protocol PhotoDetailRouterWireframe: AnyObject {
    func close()
}
