final class SearchInteractor: SaerchInteractorProtocol {
    let title = "Search"
}
