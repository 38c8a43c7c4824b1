import Foundation

/// Renders rule descriptions for `vipera rules`.
public enum RuleDocumentation {
    /// One line per rule, or each rule with its examples.
    public static func text(_ rules: [RuleDescription], withExamples: Bool) -> String {
        guard withExamples else {
            let width = rules.map(\.id.rawValue.count).max() ?? 0
            return rules.map { rule in
                "\(rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0))  \(rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.summary)\n"
            }.joined()
        }
        return rules.map { rule in
            var lines = ["\(rule.id) (default: \(rule.defaultSeverity.rawValue))", rule.summary]
            lines += section("Triggering examples (↓ marks each finding)", rule.triggeringExamples)
            lines += section("Non-triggering examples", rule.nonTriggeringExamples)
            return lines.joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    /// The rules with their examples as JSON.
    public static func json(_ rules: [RuleDescription]) -> String {
        encodeJSON(entries(rules))
    }

    /// The rules as JSON-encodable values.
    static func entries(_ rules: [RuleDescription]) -> [Entry] {
        rules.map { rule in
            Entry(
                id: rule.id.rawValue, defaultSeverity: rule.defaultSeverity, category: rule.category.rawValue, summary: rule.summary,
                triggeringExamples: rule.triggeringExamples.map(files), nonTriggeringExamples: rule.nonTriggeringExamples.map(files)
            )
        }
    }

    struct Entry: Encodable {
        let id: String
        let defaultSeverity: Severity
        /// What the rule guards: naming, ownership, cycle, boundary or hygiene.
        let category: String
        let summary: String
        let triggeringExamples: [[String: String]]
        let nonTriggeringExamples: [[String: String]]
    }

    private static func files(_ example: RuleExample) -> [String: String] {
        Dictionary(example.files.map { ($0.name, $0.source) }, uniquingKeysWith: { first, _ in first })
    }

    private static func section(_ title: String, _ examples: [RuleExample]) -> [String] {
        ["", "\(title):"]
            + examples.flatMap { example in
                (example.conventions.isEmpty ? [] : ["", "  // conventions: \(example.conventions.joined(separator: ", "))"])
                    + example.files.flatMap { file in
                        ["", "  // \(file.name)"] + file.source.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
                    }
            }
    }
}
