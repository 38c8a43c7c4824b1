protocol LoginModuleInput: AnyObject {}
