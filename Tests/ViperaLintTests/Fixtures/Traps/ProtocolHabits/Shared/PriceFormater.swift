struct PriceFormatter {
    func format(_ cents: Int) -> String { "\(cents)" }
}
