/// Proves an edit only inserted lines: `edited` with the lines that are not `original`'s (in
/// order) removed must be `original` again.
public enum InsertedLines {
    /// `edited` with the lines absent from `original` removed, in order.
    public static func removing(from edited: String, original: String) -> String {
        var originalLines = original.split(separator: "\n", omittingEmptySubsequences: false)[...]
        var kept: [Substring] = []
        for line in edited.split(separator: "\n", omittingEmptySubsequences: false) where originalLines.first == line {
            kept.append(line)
            originalLines = originalLines.dropFirst()
        }
        return kept.joined(separator: "\n")
    }
}
