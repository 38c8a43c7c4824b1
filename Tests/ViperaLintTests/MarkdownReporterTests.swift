import Foundation
import Testing
import ViperaLint

/// The Markdown report for pull request comments: counts, a table by rule, findings by file,
/// each cycle drawn as a Mermaid diagram, and GitHub's size limit kept.
@Suite struct MarkdownReporterTests {
    private var context: ReportContext { ReportContext(root: URL(fileURLWithPath: "/project"), fileCount: 3) }

    @Test func noFindingsIsOneLineAndTheCount() {
        #expect(MarkdownReporter().report([], context: context) == "### vipera lint: no findings\n\n3 files checked.\n")
    }

    @Test func findingsAreCountedByRuleAndListedByFile() {
        #expect(
            MarkdownReporter().report(ReportSchemaTests.awkward, context: context) == #"""
                ### vipera lint: 1 error, 2 warnings

                3 files checked.

                | rule | errors | warnings |
                |---|---:|---:|
                | `file-name` | 0 | 2 |
                | `reference-cycle` | 1 | 0 |

                #### `Sources/A B.swift`

                - **error** at line 3, column 5 (`reference-cycle`): a, b: 100% → c\\nnext \<x\> \& "y"
                  - also `B.swift` line 7

                #### `B.swift`

                - warning at line 1, column 1 (`file-name`): name
                - warning at line 1, column 1 (`file-name`): name again

                """#)
    }

    @Test func markupInMessagesAndPathsIsEscaped() {
        let finding = Finding(
            ruleID: "file-name", severity: .warning, message: "*a* _b_ [c](d) `e` | f ~g~ $h$", file: "we`ird|.swift",
            range: .fileStart, symbol: "_/A"
        )
        let report = MarkdownReporter().report([finding], context: context)
        #expect(report.contains(#"#### ``we`ird|.swift``"#), "\(report)")
        #expect(report.contains(#"\*a\* \_b\_ \[c\](d) \`e\` \| f \~g\~ \$h\$"#), "\(report)")
    }

    /// A cycle finding gets its diagram, indented under its list item; a finding without
    /// cycle steps gets none.
    @Test func eachCycleGetsItsDiagramAndNothingElseDoes() throws {
        let cycle = Finding(
            ruleID: "reference-cycle", severity: .error, message: "strong reference cycle", file: "Login.swift",
            range: .fileStart, symbol: "Login/LoginRouter/view",
            cycle: [
                CycleStep(from: "LoginRouter", to: "LoginView", property: "view", label: "LoginRouter.view", isClosure: false),
                CycleStep(from: "LoginView", to: "LoginRouter", property: "router", label: "LoginView.router", isClosure: false),
            ]
        )
        let diagram = try #require(CycleDiagram.mermaid(for: cycle))
        #expect(diagram.hasPrefix("flowchart LR"), "\(diagram)")
        #expect(diagram.contains("LoginRouter") && diagram.contains("view (make weak)") && diagram.contains("router"), "\(diagram)")
        let indented = diagram.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n")
        let report = MarkdownReporter().report([cycle] + ReportSchemaTests.awkward, context: context)
        #expect(report.contains("strong reference cycle\n\n  ```mermaid\n\(indented)\n  ```\n\n"), "\(report)")
        #expect(report.components(separatedBy: "```mermaid").count == 2, "\(report)")
        #expect(MarkdownReporter().report(ReportSchemaTests.awkward, context: context).contains("mermaid") == false)
    }

    @Test func aLongReportStaysWithinGitHubsCommentLimit() {
        let findings = (1...3000).map { index in
            Finding(
                ruleID: "file-name", severity: .warning, message: "File\(index).swift declares no type named after it",
                file: "Sources/Module\(index / 100)/File\(index).swift", range: .fileStart, symbol: "_/File\(index)")
        }
        let report = MarkdownReporter().report(findings, context: context)
        #expect(report.utf16.count <= 60_000)
        let shown = report.components(separatedBy: "\n- warning").count - 1
        #expect(shown > 100 && shown < 3000)
        #expect(report.hasSuffix("\n\(3000 - shown) more findings not shown: the comment would be too long.\n"), "\(report.suffix(200))")
        #expect(report.contains("| `file-name` | 0 | 3000 |"))
    }
}
