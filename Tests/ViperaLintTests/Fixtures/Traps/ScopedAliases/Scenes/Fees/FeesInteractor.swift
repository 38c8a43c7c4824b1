protocol FeesBusinessLogic: AnyObject {
    func load()
}

extension Fees {
    typealias BusinessLogic = FeesBusinessLogic

    final class Interactor {
        private let presenter: PresentationLogic

        init(presenter: PresentationLogic) {
            self.presenter = presenter
        }
    }
}

extension Fees.Interactor: Fees.BusinessLogic {
    func load() {
        presenter.present()
    }
}
