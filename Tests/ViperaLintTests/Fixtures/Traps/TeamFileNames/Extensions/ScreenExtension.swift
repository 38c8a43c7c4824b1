extension Screen {
    var isWide: Bool { width > 600 }
}
