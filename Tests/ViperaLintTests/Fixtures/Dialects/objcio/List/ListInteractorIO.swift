protocol ListInteractorInput: AnyObject {}
protocol ListInteractorOutput: AnyObject {}
