protocol PollsBusinessLogic: AnyObject {
    func load()
}

extension Polls {
    typealias BusinessLogic = PollsBusinessLogic

    final class Interactor {
        private let presenter: PresentationLogic

        init(presenter: PresentationLogic) {
            self.presenter = presenter
        }
    }
}

extension Polls.Interactor: Polls.BusinessLogic {
    func load() {
        presenter.present()
    }
}
