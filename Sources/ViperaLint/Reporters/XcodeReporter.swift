import ViperaSupport

/// `path:line:col: warning|error: message (rule-id)`, which Xcode's Run Script phase shows
/// inline, then a `note:` line at each of the finding's other places (a cycle's other references)
/// and one with its fix (where `vipera lint --fix` edits first) or why it has none;
/// control characters in paths and messages are escaped, so each finding is one line. With the
/// context's colour on, the place and the severity are coloured; without the codes, the text is
/// the same.
public struct XcodeReporter: Reporter {
    public static let summary = "`path:line:col: error|warning: message` lines, which Xcode and terminals show."
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let style = context.style
        return findings.map { finding in
            let file = context.absolutePath(finding.file).escapingControlCharacters
            let notes = finding.related.map { place in
                let location = "\(context.absolutePath(place.file).escapingControlCharacters):\(place.range.start.line):\(place.range.start.column):"
                return "\(style.apply(.location, to: location)) \(style.apply(.note, to: "note:")) also part of this (\(finding.ruleID))\n"
            }
            let fixNote = finding.fix.map { fix in
                // Where the fix edits the finding's file, else the finding itself.
                let edit = fix.edits.first { $0.file == finding.file }
                let place = FindingLocation(file: finding.file, range: edit?.range ?? finding.range)
                let location = "\(context.absolutePath(place.file).escapingControlCharacters):\(place.range.start.line):\(place.range.start.column):"
                let text = fix.refusal.map { "no fix: \($0)" } ?? "fix: \(fix.summary) (vipera lint --fix)"
                return "\(style.apply(.location, to: location)) \(style.apply(.note, to: "note:")) \(text.escapingControlCharacters)\n"
            }
            let severity = style.apply(finding.severity == .error ? .error : .warning, to: "\(finding.severity.rawValue):")
            return
                "\(style.apply(.location, to: "\(file):\(finding.line):\(finding.column):")) \(severity) \(finding.message.escapingControlCharacters) (\(finding.ruleID))\n"
                + notes.joined() + (fixNote ?? "")
        }.joined()
    }
}
