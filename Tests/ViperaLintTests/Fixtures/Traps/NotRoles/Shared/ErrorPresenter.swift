// A capability several screens adopt, named like a role: not a module called Error.
protocol ErrorPresenter: AnyObject {
    func present(_ message: String)
}
