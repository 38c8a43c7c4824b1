struct ColorSet {
    let tint: String
}

struct FontSet {
    let body: String
}

struct Spacing {
    let small: Int
}
