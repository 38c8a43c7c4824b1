protocol CartRouterInput: AnyObject {}
