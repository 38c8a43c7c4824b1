final class PollsScreen: Polls.Display {
    var interactor: Polls.Interactor?

    func show(_ count: Int) {}
}
