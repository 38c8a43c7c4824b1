struct Receipt {
    let total: Int
}
