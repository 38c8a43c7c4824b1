final class BrokenParser {
    func load( {
}
