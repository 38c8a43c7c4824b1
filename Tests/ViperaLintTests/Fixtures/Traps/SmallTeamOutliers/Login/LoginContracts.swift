protocol AuthFormValidating: AnyObject {
    func validate(_ form: AuthForm) -> Bool
}

protocol AuthStoreObserving: AnyObject {
    func storeDidChange()
}
