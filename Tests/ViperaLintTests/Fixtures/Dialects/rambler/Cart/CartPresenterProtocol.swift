protocol CartPresenterProtocol: AnyObject {}
