// A slip: the type was renamed, the file was not.
struct OrderRecap {
    let total: Int
}
