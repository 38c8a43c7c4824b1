/// Every finding as a JSON object, with its related places (`related`), its fix (`fix`: the
/// edits `vipera lint --fix` makes, or why it makes none) and counts.
public struct JSONReporter: Reporter {
    public static let summary = "Every finding as a JSON object, with its other places and the counts."
    public init() {}

    private struct Output: Encodable {
        let findings: [Entry]
        let files: Int
        let errors: Int
        let warnings: Int
    }

    private struct Entry: Encodable {
        let rule: String
        let severity: Severity
        let message: String
        let file: String
        let line: Int
        let column: Int
        let endLine: Int
        let endColumn: Int
        let symbol: String
        /// The finding's other places (a cycle's other references); absent when there are none.
        let related: [Place]?
        /// The finding's fix; absent for rules without fixes.
        let fix: FixEntry?
    }

    /// A fix: what it does and its edits, or why there is none (`refusal`).
    private struct FixEntry: Encodable {
        let summary: String
        let edits: [EditEntry]
        let refusal: String?

        init(_ fix: Fix) {
            summary = fix.summary
            refusal = fix.refusal
            edits = fix.edits.map {
                EditEntry(
                    file: $0.file, line: $0.range.start.line, column: $0.range.start.column, endLine: $0.range.end.line,
                    endColumn: $0.range.end.column, offset: $0.offset, length: $0.length, replacement: $0.replacement)
            }
        }
    }

    /// One replacement: the bytes `offset..<offset + length` (UTF-8) become `replacement`.
    private struct EditEntry: Encodable {
        let file: String
        let line: Int
        let column: Int
        let endLine: Int
        let endColumn: Int
        let offset: Int
        let length: Int
        let replacement: String
    }

    private struct Place: Encodable {
        let file: String
        let line: Int
        let column: Int
        let endLine: Int
        let endColumn: Int
    }

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        encodeJSON(
            Output(
                findings: findings.map {
                    Entry(
                        rule: $0.ruleID.rawValue, severity: $0.severity, message: $0.message, file: $0.file, line: $0.line, column: $0.column,
                        endLine: $0.range.end.line, endColumn: $0.range.end.column, symbol: $0.symbol,
                        related: $0.related.isEmpty
                            ? nil
                            : $0.related.map {
                                Place(
                                    file: $0.file, line: $0.range.start.line, column: $0.range.start.column,
                                    endLine: $0.range.end.line, endColumn: $0.range.end.column)
                            },
                        fix: $0.fix.map(FixEntry.init))
                },
                files: context.fileCount,
                errors: findings.count { $0.severity == .error },
                warnings: findings.count { $0.severity == .warning }
            ))
    }
}
