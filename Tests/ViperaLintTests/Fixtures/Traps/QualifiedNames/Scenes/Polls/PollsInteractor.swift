final class PollsInteractor: Polls.Interactor {
    var display: Polls.Display?

    func load() {
        display?.show(0)
    }
}
