protocol PollsPresentationLogic: AnyObject {
    func present()
}

private typealias Display = PollsDisplayLogic

extension Polls {
    typealias PresentationLogic = PollsPresentationLogic

    final class Presenter: PresentationLogic {
        private var display: Display?

        init(display: PollsDisplayLogic) {
            self.display = display
        }

        func present() {
            display?.display()
        }
    }
}
