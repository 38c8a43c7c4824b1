protocol LoginViewOutput: AnyObject {
    func viewDidLoad()
}
