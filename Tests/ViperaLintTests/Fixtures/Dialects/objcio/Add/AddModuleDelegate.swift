protocol AddModuleDelegate: AnyObject {}
