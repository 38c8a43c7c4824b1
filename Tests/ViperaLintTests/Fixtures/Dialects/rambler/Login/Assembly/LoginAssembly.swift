protocol LoginAssembly: AnyObject {}
