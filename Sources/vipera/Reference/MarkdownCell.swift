/// Text for a cell of a Markdown table: `|` escaped everywhere (GitHub splits cells on it even
/// in code spans) and `<` escaped outside code spans, so `<Module>` is not read as HTML.
enum MarkdownCell {
    static func escaped(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            let cell = part.replacingOccurrences(of: "|", with: "\\|")
            return index.isMultiple(of: 2) ? cell.replacingOccurrences(of: "<", with: "&lt;") : cell
        }.joined(separator: "`")
    }

    /// `text` as a code span.
    static func code(_ text: String) -> String {
        "`\(text.replacingOccurrences(of: "|", with: "\\|"))`"
    }
}
