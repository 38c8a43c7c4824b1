final class Poll {
    private(set) var options: [PollOption] = []

    func addOption(titled title: String) {
        options.append(PollOption(title: title, poll: self))
    }
}
