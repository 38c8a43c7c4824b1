protocol LoginInteractorOutput: AnyObject {}
