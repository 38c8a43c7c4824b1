struct Screen {
    let width: Int
}
