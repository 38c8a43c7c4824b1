/// "Did you mean …?" for a name the user mistyped: the known name a small edit away.
public enum Suggestion {
    /// The name of `candidates` closest to `typed` (ignoring letter case) when it is at most a
    /// third of its length away in edits (insertions, deletions, substitutions, swaps), rounded
    /// up, and at most two (`graf` is two edits from `graph`); `nil` when none is that close or
    /// two are equally close.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        let nearest = nearest(to: typed, among: candidates)
        return nearest.count == 1 ? nearest.first : nil
    }

    /// Every name of `candidates` that is as close to `typed` as the closest one, within the
    /// distance `closest(to:among:)` allows, sorted; empty when none is that close (`int` is one
    /// edit from both `init` and `lint`).
    public static func nearest(to typed: String, among candidates: [String]) -> [String] {
        let typed = Array(typed.lowercased())
        var best = min(2, (typed.count + 2) / 3)
        var names: [String] = []
        for candidate in Set(candidates).sorted() {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < best { (best, names) = (distance, []) }
            if distance == best { names.append(candidate) }
        }
        return names
    }

    /// ", did you mean 'name'?" for the closest candidate, or "" when none is close.
    public static func clause(for typed: String, among candidates: [String]) -> String {
        closest(to: typed, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The optimal string alignment distance: Levenshtein's, with a swap of neighbours as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
