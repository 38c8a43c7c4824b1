import Foundation
import ViperaCore

/// Counts of findings by rule and by module.
public struct SummaryReporter: Reporter {
    public static let summary = "Counts of findings by rule and by module."
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let errors = findings.count { $0.severity == .error }
        var lines = ["\(counted(context.fileCount, "file")) checked: \(counted(errors, "error")), \(counted(findings.count - errors, "warning"))"]
        lines += table(title: "rule", Dictionary(grouping: findings, by: \.ruleID.rawValue))
        lines += table(title: "module", Dictionary(grouping: findings) { $0.module ?? "(no module)" })
        return lines.joined(separator: "\n") + "\n"
    }

    private func table(title: String, _ groups: [String: [Finding]]) -> [String] {
        guard !groups.isEmpty else { return [] }
        let width = max(title.count, groups.keys.map(\.count).max() ?? 0)
        let header = "\(title.padding(toLength: width, withPad: " ", startingAt: 0))  errors  warnings"
        return [""] + [header]
            + groups.keys.sorted().map { key in
                let group = groups[key] ?? []
                let errors = group.count { $0.severity == .error }
                let name = key.padding(toLength: width, withPad: " ", startingAt: 0)
                return "\(name)  \(String(errors).leftPadded(6))  \(String(group.count - errors).leftPadded(8))"
            }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
