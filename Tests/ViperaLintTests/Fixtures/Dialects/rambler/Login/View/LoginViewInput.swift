protocol LoginViewInput: AnyObject {
    func show(title: String)
}
