final class WalletInteractor: WalletInteractorProtocol {
    let title = "Wallet"
}
