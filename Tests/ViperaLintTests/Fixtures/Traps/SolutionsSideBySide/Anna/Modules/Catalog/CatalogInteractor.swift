final class CatalogInteractor: CatalogInteractorProtocol {
    func load() -> String { "" }
}
