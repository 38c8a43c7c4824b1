struct CheckoutOrder {
    let total: Int
}
