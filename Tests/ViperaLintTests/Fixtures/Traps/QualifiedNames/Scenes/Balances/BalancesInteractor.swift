final class BalancesInteractor: Balances.Interactor {
    weak var display: Balances.Display?

    func load() {
        display?.show(0)
    }
}
