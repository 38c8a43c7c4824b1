import Foundation

final class BalancesScreen: Balances.Display {
    var interactor: Balances.Interactor?
    var formatter: Foundation.NumberFormatter?

    func show(_ total: Int) {}
}
