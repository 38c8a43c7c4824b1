protocol CartViewOutput: AnyObject {}
