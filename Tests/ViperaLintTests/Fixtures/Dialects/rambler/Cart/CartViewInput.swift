protocol CartViewInput: AnyObject {}
