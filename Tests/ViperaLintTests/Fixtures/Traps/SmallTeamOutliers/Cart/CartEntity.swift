struct CartItem {
    let name: String
}
