import SwiftParser
import SwiftSyntax

/// Where Swift text stops parsing.
enum FirstSyntaxError {
    /// The line of the first syntax error in `text`, or `nil` when it parses.
    static func line(in text: String) -> Int? {
        let tree = Parser.parse(source: text)
        guard tree.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let missing = tree.tokens(viewMode: .all).first { $0.presence == .missing || $0.hasError }
        return missing.map { $0.startLocation(converter: converter).line } ?? 1
    }
}
