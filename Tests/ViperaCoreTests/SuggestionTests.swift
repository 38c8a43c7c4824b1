import Testing
import ViperaCore

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("lnt", "lint"), ("lint", "lint"), ("linnt", "lint"), ("viepr", "viper"), ("jsn", "json"),
        ("weak-refrence-required", "weak-reference-required"), ("summry", "summary"),
    ])
    func aSmallEditAwayIsSuggested(typed: String, expected: String) {
        #expect(Suggestion.closest(to: typed, among: ["lint", "init", "viper", "json", "summary", "weak-reference-required"]) == expected)
    }

    @Test(arguments: ["Login", "x", "payments", "graphs-and-more"])
    func aNameFarFromEveryCandidateGetsNone(typed: String) {
        #expect(Suggestion.closest(to: typed, among: ["lint", "init", "graph", "rules", "templates", "generate"]) == nil)
    }

    @Test func aTieSuggestsNothing() {
        #expect(Suggestion.closest(to: "bat", among: ["bar", "baz"]) == nil)
        #expect(Suggestion.clause(for: "jsn", among: ["json"]) == "; did you mean 'json'?")
        #expect(Suggestion.clause(for: "yaml", among: ["json"]).isEmpty)
    }
}
