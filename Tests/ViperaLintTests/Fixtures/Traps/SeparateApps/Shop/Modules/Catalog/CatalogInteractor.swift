final class CatalogInteractor: CatalogInteractorProtocol {
    func fetch() {}
}
