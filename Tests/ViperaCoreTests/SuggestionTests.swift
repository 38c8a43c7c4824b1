import Testing
import ViperaCore

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("lnt", "lint"), ("lint", "lint"), ("linnt", "lint"), ("viepr", "viper"), ("jsn", "json"),
        ("weak-refrence-required", "weak-reference-required"), ("summry", "summary"), ("graf", "graph"), ("nit", "init"),
        ("templtes", "templates"),
    ])
    func aSmallEditAwayIsSuggested(typed: String, expected: String) {
        let candidates = ["lint", "init", "graph", "templates", "viper", "json", "summary", "weak-reference-required"]
        #expect(Suggestion.closest(to: typed, among: candidates) == expected)
    }

    @Test(arguments: ["Login", "x", "payments", "graphs-and-more"])
    func aNameFarFromEveryCandidateGetsNone(typed: String) {
        #expect(Suggestion.closest(to: typed, among: ["lint", "init", "graph", "rules", "templates", "generate"]) == nil)
    }

    @Test func aTieSuggestsNothing() {
        #expect(Suggestion.closest(to: "bat", among: ["bar", "baz"]) == nil)
        #expect(Suggestion.nearest(to: "bat", among: ["baz", "bar", "json"]) == ["bar", "baz"])
        #expect(Suggestion.nearest(to: "int", among: ["lint", "init", "graph"]) == ["init", "lint"])
        #expect(Suggestion.clause(for: "jsn", among: ["json"]) == "; did you mean 'json'?")
        #expect(Suggestion.clause(for: "yaml", among: ["json"]).isEmpty)
    }
}
