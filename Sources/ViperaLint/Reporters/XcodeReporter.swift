import ViperaCore
/// `path:line:col: warning|error: message (rule-id)`, which Xcode's Run Script phase shows
/// inline; control characters in paths and messages are escaped, so each finding is one line.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        findings.map { finding in
            let file = ControlCharacters.escaped(context.absolutePath(finding.file))
            return "\(file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(ControlCharacters.escaped(finding.message)) (\(finding.ruleID))\n"
        }.joined()
    }
}
