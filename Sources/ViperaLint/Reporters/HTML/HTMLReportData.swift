import Foundation
import ViperaSupport

/// The findings as the report's script reads them (JSON in the page): each with its module,
/// its source line and, for a cycle, the index of its drawing.
struct HTMLReportData: Encodable {
    struct Entry: Encodable {
        let rule: String
        let severity: Severity
        let message: String
        let file: String
        let line: Int
        let column: Int
        /// The module, or "" outside any.
        let module: String
        /// The line the finding starts on, when the file can be read.
        let source: String?
        /// The index of the cycle's drawing in `cycles`.
        let cycle: Int?
    }

    let findings: [Entry]
    /// Each cycle's drawing (SVG).
    let cycles: [String]

    /// Longer source lines are cut (with `…`).
    static let sourceLimit = 240

    init(findings: [Finding], context: ReportContext) {
        var lines: [String: [Substring]] = [:]
        var cycles: [String] = []
        self.findings = findings.map { finding in
            if lines[finding.file] == nil {
                let text = (try? FileReading.text(atPath: context.absolutePath(finding.file))) ?? ""
                lines[finding.file] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            let source = lines[finding.file].flatMap { $0.indices.contains(finding.line - 1) ? $0[finding.line - 1] : nil }
                .map { String($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                .flatMap { $0.isEmpty ? nil : $0.count > Self.sourceLimit ? String($0.prefix(Self.sourceLimit)) + "…" : $0 }
            var cycle: Int?
            if !finding.cycle.isEmpty {
                cycle = cycles.count
                cycles.append(CycleSVG.render(finding.cycle))
            }
            return Entry(
                rule: finding.ruleID.rawValue, severity: finding.severity, message: finding.message, file: finding.file,
                line: finding.line, column: finding.column, module: finding.module ?? "", source: source, cycle: cycle)
        }
        self.cycles = cycles
    }

    /// The data as compact JSON that can sit in a `<script>` element: every `<` escaped.
    var scriptText: String {
        // Strings, numbers and optionals always encode.
        (try? JSONText.scriptEmbeddable(self)) ?? "{}"
    }
}
