final class PollOption {
    let title: String
    var poll: Poll?

    init(title: String, poll: Poll) {
        self.title = title
        self.poll = poll
    }
}
