// Both modules name their protocols as no built-in convention does, and neither has a builder.
protocol PhotoListViewControllerProtocol: AnyObject {
    func show(title: String)
}

protocol PhotoListPresenterProtocolInput: AnyObject {
    func viewDidLoad()
}

protocol PhotoListInteractorProtocolInput: AnyObject {
    func load() -> String
}

protocol PhotoListRouterWireframe: AnyObject {
    func close()
}
