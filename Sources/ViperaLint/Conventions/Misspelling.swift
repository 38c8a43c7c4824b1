import ViperaCore

/// A name a few edits away from the name it was meant to be: `Saerch` for `Search`,
/// `CartPresenterProtcol` for `CartPresenterProtocol`. A slip, never a team's choice: naming
/// rules report it rather than learn from it or read it as a name of its own.
enum Misspelling {
    /// Whether `name` is not `intended` but as close to it as `Suggestion.closest` asks (letter
    /// case aside, at most two edits and a third of the name).
    static func misspells(_ name: String, _ intended: String) -> Bool {
        name != intended && Suggestion.closest(to: name, among: [intended]) != nil
    }

    /// Whether `name` misspells a start of `other` that ends at one of its words: `Saerch` for
    /// `SearchInteractor`.
    static func misspellsStart(_ name: String, of other: String) -> Bool {
        var start = ""
        for word in NameWords.words(other) {
            start += word
            if misspells(name, start) { return true }
        }
        return false
    }
}
