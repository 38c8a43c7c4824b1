import Foundation
import TestSupport
import Testing
import ViperaLint

/// The HTML report's page as written (the browser check, `Scripts/html-report-check.py`, runs
/// it): self-contained, its data escaped, each cycle drawn.
@Suite struct HTMLReporterTests {
    private let cycle = Finding(
        ruleID: "reference-cycle", severity: .error, message: "strong reference cycle: LoginDefaultPresenter.view → …",
        file: "Login/LoginPresenter.swift", range: SourceRange(start: SourcePosition(line: 2, column: 5), end: SourcePosition(line: 2, column: 9)),
        symbol: "Login/LoginDefaultPresenter/view",
        cycle: [
            CycleStep(from: "LoginDefaultPresenter", to: "LoginDefaultView", property: "view", label: "LoginDefaultPresenter.view", isClosure: false),
            CycleStep(from: "LoginDefaultView", to: "LoginDefaultPresenter", property: "presenter", label: "LoginDefaultView.presenter", isClosure: false),
        ]
    )
    private let hostile = Finding(
        ruleID: "file-name", severity: .warning, message: "</script><script>alert(1)</script> & \"so\"", file: "Other.swift",
        range: .fileStart, symbol: "_/Other"
    )

    private func report(_ findings: [Finding], sources: [String: String] = [:]) throws -> String {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for (path, text) in sources { try folder.write(text, to: path) }
        return HTMLReporter().report(findings, context: ReportContext(root: folder.url, fileCount: 7))
    }

    @Test func thePageLoadsNothingFromOutside() throws {
        let html = try report([cycle, hostile])
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none';"))
        // The only address is the SVG namespace, which is a name, not a request.
        let addresses = html.components(separatedBy: "://").dropFirst().map { String($0.prefix(19)) }
        #expect(addresses == ["www.w3.org/2000/svg"], "\(addresses)")
        #expect(!html.contains("<link") && !html.contains(" src="))
    }

    @Test func theDataCannotCloseItsScript() throws {
        let html = try report([cycle, hostile])
        let data = try #require(
            html.components(separatedBy: "<script type=\"application/json\" id=\"vipera-data\">").last?
                .components(separatedBy: "</script>").first)
        #expect(!data.contains("<"))
        let decoded = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
        let findings = try #require(decoded?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["message"] as? String } == [cycle.message, hostile.message])
        #expect(html.components(separatedBy: "</script>").count == 3, "the data's script and the page's own")
    }

    @Test func summaryCountsAndFiltersAreWritten() throws {
        let html = try report([cycle, hostile])
        #expect(html.contains("<p class=\"summary\">7 files checked: <span class=\"error\">1 error</span>, <span class=\"warning\">1 warning</span></p>"))
        #expect(
            html.contains(
                "<button type=\"button\" data-filter=\"rule\" data-value=\"file-name\">file-name</button></td><td class=\"number\">0</td><td class=\"number\">1</td>"
            ))
        #expect(html.contains("data-value=\"\">(no module)</button>"))
        #expect(
            html.contains(
                "<select id=\"filter-module\"><option value=\"\">all</option><option value=\"Login\">Login</option><option value=\"\">(no module)</option></select>"
            ))
    }

    @Test func findingsCarryTheirSourceLineAndCycleDrawing() throws {
        let html = try report([cycle], sources: ["Login/LoginPresenter.swift": "final class LoginDefaultPresenter {\n    var view: LoginView?\n}\n"])
        #expect(html.contains("\"source\":\"var view: LoginView?\""))
        #expect(html.contains("\"cycle\":0"))
        #expect(html.contains("\\u003csvg xmlns=\\\"http://www.w3.org/2000/svg\\\" class=\\\"cycle\\\""))
        #expect(html.contains("view (make weak)"))
        // A file that cannot be read has no source line, and the report is still written.
        let unreadable = try report([cycle])
        #expect(!unreadable.contains("\"source\":"))
    }
}
