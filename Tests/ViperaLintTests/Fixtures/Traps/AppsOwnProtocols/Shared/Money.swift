/// An amount in the store's and the kiosk's currency.
struct Money: Equatable {
    let cents: Int
}
