import Foundation

/// Text made safe to place in Markdown (CommonMark and GitHub's, with tables, strikethrough and
/// math): the one escaper every Markdown writer goes through.
public enum MarkdownText {
    /// `text` on one line, with every character escaped that Markdown could read as inline
    /// markup. The text never starts a line, so what is markup only there (`#`, `-`, `+`) is
    /// left alone.
    public static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text.escapingControlCharacters {
            if "\\`*_[]<>|~&$".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// `text` as an inline code span, fenced with more backticks than it contains in a row.
    public static func code(_ text: String) -> String {
        let line = text.escapingControlCharacters
        var longest = 0
        var run = 0
        for character in line {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = line.hasPrefix("`") || line.hasSuffix("`") ? " " : ""
        return fence + padding + line + padding + fence
    }

    /// `markdown`, Markdown whose backticked parts are code spans (our own help text, with spans
    /// from `code`), made safe for a cell of a table: `|` escaped everywhere (GitHub splits cells
    /// on it even in code spans) and `<` outside code spans written `&lt;`, so that `<Module>` is
    /// not read as HTML.
    public static func tableCell(_ markdown: String) -> String {
        markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            let cell = part.replacingOccurrences(of: "|", with: "\\|")
            return index.isMultiple(of: 2) ? cell.replacingOccurrences(of: "<", with: "&lt;") : cell
        }.joined(separator: "`")
    }
}
