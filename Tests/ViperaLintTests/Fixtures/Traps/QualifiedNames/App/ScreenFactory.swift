enum ScreenFactory {
    static func balances() -> BalancesScreen {
        let screen = BalancesScreen()
        let interactor = BalancesInteractor()
        interactor.display = screen
        screen.interactor = interactor
        return screen
    }

    static func polls() -> PollsScreen {
        let screen = PollsScreen()
        let interactor = PollsInteractor()
        interactor.display = screen
        screen.interactor = interactor
        return screen
    }
}
