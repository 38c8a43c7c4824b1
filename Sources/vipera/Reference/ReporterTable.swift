import ViperaLint

/// The reporters of the registry (`Reporters.all`) as a Markdown table, each name linking to
/// its section of `Documentation/Reporters.md`.
enum ReporterTable {
    /// - Parameter page: the path from the page showing the table to `Reporters.md`; empty on
    ///   that page itself.
    static func markdown(linkingTo page: String) -> String {
        let rows = Reporters.all.map { reporter in
            let name = "[\(MarkdownCell.code(reporter.name))](\(page)#\(reporter.name))"
            let mark = reporter.name == ReporterChoice.xcode.rawValue ? " (default)" : ""
            return "| \(name)\(mark) | \(MarkdownCell.escaped(reporter.summary)) |"
        }
        return (["| `--reporter` | output |", "|---|---|"] + rows).joined(separator: "\n") + "\n"
    }
}
