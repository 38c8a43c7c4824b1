protocol DetailViewProtocol: AnyObject {}

protocol DetailPresenterProtocol: AnyObject {}

protocol DetailInteractorProtocol: AnyObject {}

protocol DetailInteractorOutput: AnyObject {}

protocol DetailRouterProtocol: AnyObject {}
