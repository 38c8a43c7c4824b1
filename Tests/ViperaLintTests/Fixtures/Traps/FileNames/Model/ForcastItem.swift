// A slip: the file's name misspells its one type.
struct ForecastItem {
    let degrees: Int
}
