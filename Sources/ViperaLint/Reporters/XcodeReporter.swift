import ViperaCore
/// `path:line:col: warning|error: message (rule-id)`, which Xcode's Run Script phase shows
/// inline, then a `note:` line at each of the finding's other places (a cycle's other references);
/// control characters in paths and messages are escaped, so each finding is one line.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        findings.map { finding in
            let file = context.absolutePath(finding.file).escapingControlCharacters
            let notes = finding.related.map { place in
                "\(context.absolutePath(place.file).escapingControlCharacters):\(place.range.start.line):\(place.range.start.column): note: also part of this (\(finding.ruleID))\n"
            }
            return "\(file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message.escapingControlCharacters) (\(finding.ruleID))\n"
                + notes.joined()
        }.joined()
    }
}
