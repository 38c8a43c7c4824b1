protocol ShopPriceFormatting {
    func format(_ cents: Int) -> String
}

extension Shop {
    final class PriceFormatter {}
}

extension Shop.PriceFormatter: ShopPriceFormatting {
    func format(_ cents: Int) -> String { "\(cents)" }
}
