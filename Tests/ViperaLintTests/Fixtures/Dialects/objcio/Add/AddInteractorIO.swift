protocol AddInteractorInput: AnyObject {}
protocol AddInteractorOutputs: AnyObject {}
