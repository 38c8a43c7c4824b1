protocol ListModuleInterface: AnyObject {}
