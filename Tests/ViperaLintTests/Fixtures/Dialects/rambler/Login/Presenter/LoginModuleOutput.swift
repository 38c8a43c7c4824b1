protocol LoginModuleOutput: AnyObject {}
