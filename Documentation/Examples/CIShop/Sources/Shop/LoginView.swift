protocol LoginView: AnyObject {}
