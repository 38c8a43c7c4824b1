protocol HomeViewProtocol: AnyObject {}
protocol HomePresenterProtocol: AnyObject {}
protocol HomeInteractorProtocol: AnyObject {}
protocol HomeInteractorDelegate: AnyObject {}
protocol HomeRouterProtocol: AnyObject {}
protocol HomePresenterDelegate: AnyObject {}
