protocol ShopCatalogItemsLoading {
    func load()
}

extension Shop {
    typealias ItemsLoader = ShopCatalogItemsLoading
}
