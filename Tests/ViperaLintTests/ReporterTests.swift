import Foundation
import TestSupport
import Testing
import ViperaLint

/// Output formats other than the golden ones, and their escaping.
@Suite struct ReporterTests {
    private let finding = Finding(
        ruleID: "reference-cycle", severity: .error, message: "a, b: 100% → c\nnext", file: "Sources/A B.swift",
        range: SourceRange(start: SourcePosition(line: 3, column: 5), end: SourcePosition(line: 3, column: 20)),
        symbol: "Login/A/b"
    )
    private let warning = Finding(
        ruleID: "file-name", severity: .warning, message: "name <it> & \"so\"", file: "B.swift",
        range: .fileStart, symbol: "_/B"
    )
    private var context: ReportContext { ReportContext(root: URL(fileURLWithPath: "/project"), fileCount: 2) }

    private func report(_ name: String) throws -> String {
        try #require(ReporterKind(rawValue: name)).reporter.report([finding, warning], context: context)
    }

    /// A cycle's other references follow its finding as `note:` lines.
    @Test func xcodeNotesRelatedLocations() throws {
        let cycle = Finding(
            ruleID: "reference-cycle", severity: .error, message: "cycle", file: "A.swift", range: finding.range, symbol: "_/A/b",
            related: [FindingLocation(file: "B.swift", range: SourceRange(start: SourcePosition(line: 7, column: 2), end: SourcePosition(line: 7, column: 9)))]
        )
        #expect(
            ReporterKind.xcode.reporter.report([cycle], context: context) == """
                /project/A.swift:3:5: error: cycle (reference-cycle)
                /project/B.swift:7:2: note: also part of this (reference-cycle)

                """)
    }

    /// A newline in a message is escaped, so no line of the report can be forged.
    @Test func xcodeLinesPointAtAbsolutePaths() throws {
        #expect(
            try report("xcode") == """
                /project/Sources/A B.swift:3:5: error: a, b: 100% → c\\nnext (reference-cycle)
                /project/B.swift:1:1: warning: name <it> & "so" (file-name)

                """)
    }

    @Test func githubActionsCommandsAreEscaped() throws {
        let lines = try report("github-actions").split(separator: "\n")
        #expect(lines.first == "::error file=Sources/A B.swift,line=3,endLine=3,col=5,endColumn=20,title=vipera reference-cycle::a, b: 100%25 → c%0Anext")
        #expect(lines.last?.hasPrefix("::warning file=B.swift,") == true)
    }

    @Test func xmlFormatsEscapeAndCount() throws {
        let checkstyle = try report("checkstyle")
        #expect(checkstyle.contains("message=\"name &lt;it&gt; &amp; &quot;so&quot;\" source=\"vipera.file-name\""))
        let junit = try report("junit")
        #expect(junit.contains("tests=\"2\" failures=\"2\""))
        #expect(junit.contains("<failure type=\"error\" message=\"a, b: 100% → c&#10;next\">Sources/A B.swift:3:5</failure>"))
    }

    /// A file name with control characters (which XML 1.0 cannot hold, even as references) still
    /// gives well-formed XML, read by an independent parser, that shows the name.
    @Test func xmlFormatsOfControlCharactersAreWellFormed() throws {
        let hostile = Finding(
            ruleID: "file-name", severity: .warning, message: "bell\u{7} <x>", file: "Evil\u{1B}[2J\nfake\u{0}.swift",
            range: .fileStart, symbol: "_/Evil"
        )
        for kind in [ReporterKind.junit, .checkstyle] {
            let xml = kind.reporter.report([hostile], context: context)
            guard let parsed = try XMLOracle.parsedValues(xml) else { return }
            let values = try parsed.get()
            #expect(values.contains { $0.hasPrefix("Evil\\u{1B}[2J\nfake\\u{0}.swift") }, "\(kind): \(values)")
            #expect(values.contains("bell\\u{7} <x>"), "\(kind): \(values)")
        }
    }

    @Test func summaryCountsByRuleAndModule() throws {
        let summary = try report("summary")
        #expect(summary.hasPrefix("2 files checked: 1 error, 1 warning\n"))
        #expect(summary.contains("reference-cycle       1         0"))
        #expect(summary.contains("(no module)       0         1"))
        #expect(summary.contains("Login             1         0"))
    }

    @Test func sarifDescribesRulesAndRelativeLocations() throws {
        let data = Data(try report("sarif").utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == RuleRegistry.descriptions.count)
        #expect(rules.allSatisfy { (($0["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/A%20B.swift")
        let region = try #require(location["region"] as? [String: Int])
        #expect(region == ["startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 20])
        #expect(rules[result["ruleIndex"] as? Int ?? -1]["id"] as? String == "reference-cycle")
    }
}
