final class CatalogRouter: CatalogRouterProtocol {
    func close() {}
}
