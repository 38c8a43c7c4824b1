import Foundation
import Testing
import ViperaLint

/// What the Code Climate (GitLab) and SonarQube reports say about each finding; their schemas
/// are checked by `ReportSchemaTests`.
@Suite struct IssueFormatTests {
    private var context: ReportContext { ReportContext(root: URL(fileURLWithPath: "/project"), fileCount: 2) }

    private func json(_ reporter: any Reporter) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(reporter.report(ReportSchemaTests.awkward, context: context).utf8))
    }

    @Test func codeClimateIssuesCarryRuleSeverityCategoryAndPlaces() throws {
        let issues = try #require(try json(CodeClimateReporter()) as? [[String: Any]])
        #expect(issues.count == 3)
        let cycle = issues[0]
        #expect(cycle["check_name"] as? String == "reference-cycle")
        #expect(cycle["severity"] as? String == "critical")
        #expect(cycle["categories"] as? [String] == ["Bug Risk"])
        #expect(cycle["description"] as? String == "a, b: 100% → c\nnext <x> & \"y\"")
        #expect(cycle["location"] as? NSDictionary == ["path": "Sources/A B.swift", "lines": ["begin": 3, "end": 4]])
        #expect(cycle["other_locations"] as? NSArray == [["path": "B.swift", "lines": ["begin": 7, "end": 7]]])
        #expect(((cycle["content"] as? [String: String])?["body"])?.hasSuffix("See `vipera rules reference-cycle`.") == true)
        #expect(issues[1]["severity"] as? String == "minor")
        #expect(issues[1]["categories"] as? [String] == ["Style"])
        #expect(issues[1]["other_locations"] == nil)
    }

    @Test func sonarQubeListsTheRulesFoundAndTheirIssues() throws {
        let report = try #require(try json(SonarQubeReporter()) as? [String: Any])
        let rules = try #require(report["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["file-name", "reference-cycle"])
        #expect(rules[1]["name"] as? String == "Reference cycle")
        #expect(rules[1]["engineId"] as? String == "vipera")
        #expect(rules[1]["cleanCodeAttribute"] as? String == "LOGICAL")
        #expect(rules[1]["impacts"] as? NSArray == [["softwareQuality": "RELIABILITY", "severity": "HIGH"]])
        #expect(rules[0]["impacts"] as? NSArray == [["softwareQuality": "MAINTAINABILITY", "severity": "MEDIUM"]])
        let issues = try #require(report["issues"] as? [[String: Any]])
        #expect(issues.count == 3)
        #expect(
            issues[0]["primaryLocation"] as? NSDictionary == [
                "message": "a, b: 100% → c\nnext <x> & \"y\"", "filePath": "Sources/A B.swift", "textRange": ["startLine": 3, "endLine": 4],
            ])
        #expect(
            issues[0]["secondaryLocations"] as? NSArray == [
                ["message": "also part of this", "filePath": "B.swift", "textRange": ["startLine": 7, "endLine": 7]]
            ])
    }
}
