protocol LoginViewProtocol: AnyObject {}
protocol LoginPresenterInput: AnyObject {}
