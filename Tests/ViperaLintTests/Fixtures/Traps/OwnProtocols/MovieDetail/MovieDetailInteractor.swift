// Reached through no protocol of its module.
final class MovieDetailInteractor {
    func title() -> String { "" }
}
