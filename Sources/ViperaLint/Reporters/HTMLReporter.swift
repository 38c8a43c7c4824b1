/// One self-contained HTML page (inline style, script and drawings; it loads nothing): a summary
/// with counts by rule and module, filters by severity, rule, module and text, and every finding
/// grouped by module and rule, with its source line, and each cycle drawn with the reference to
/// change. Groups fill in as they are opened, so 10,000 findings stay quick.
public struct HTMLReporter: Reporter {
    public static let summary = "One self-contained HTML page: findings by module and rule, each cycle drawn, filters."
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        HTMLReportPage(findings: findings, context: context).html
    }
}
