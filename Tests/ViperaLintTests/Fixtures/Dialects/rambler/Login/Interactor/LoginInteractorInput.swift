protocol LoginInteractorInput: AnyObject {}
