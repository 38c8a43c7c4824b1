import ViperaLint
import ViperaSupport

/// The reporters of the registry (`ReporterKind`) as a Markdown table, each name linking to
/// its section of `Documentation/Reporters.md`.
enum ReporterTable {
    /// - Parameter page: the path from the page showing the table to `Reporters.md`; empty on
    ///   that page itself.
    static func markdown(linkingTo page: String) -> String {
        let rows = ReporterKind.allCases.map { kind in
            let name = "[\(MarkdownText.code(kind.rawValue))](\(page)#\(kind.rawValue))"
            let mark = kind == ReporterChoice.xcode.kind ? " (default)" : ""
            return "| \(MarkdownText.tableCell(name + mark)) | \(MarkdownText.tableCell(kind.summary)) |"
        }
        return (["| `--reporter` | output |", "|---|---|"] + rows).joined(separator: "\n") + "\n"
    }
}
