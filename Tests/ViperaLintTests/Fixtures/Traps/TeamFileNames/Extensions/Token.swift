struct Token {
    let value: String
}
