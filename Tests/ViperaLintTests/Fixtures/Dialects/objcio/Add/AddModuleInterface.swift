protocol AddModuleInterface: AnyObject {}
