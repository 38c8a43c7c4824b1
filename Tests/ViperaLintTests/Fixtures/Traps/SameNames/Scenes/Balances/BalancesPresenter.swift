extension Balances {
    final class Presenter {
        let interactor: Interactor

        init(interactor: Interactor) {
            self.interactor = interactor
            interactor.presenter = self
        }
    }
}
