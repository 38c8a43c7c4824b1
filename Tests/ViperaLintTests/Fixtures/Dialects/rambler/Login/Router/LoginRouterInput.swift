protocol LoginRouterInput: AnyObject {}
