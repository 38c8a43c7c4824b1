import Foundation
import TestSupport
import Testing
import ViperaLint

/// The machine formats, validated against their published schemas by an independent validator
/// (Python's `jsonschema`, with `Fixtures/Schemas/validate_report.py`): SARIF 2.1.0 (OASIS),
/// GitLab's Code Quality schema, and SonarQube's generic issue format.
@Suite struct ReportSchemaTests {
    static let validator = Fixture.folder.appendingPathComponent("Schemas/validate_report.py")

    /// Whether to validate: the validator's packages are installed (see `Oracle.ready`).
    static func oracleReady(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        Oracle.ready(
            ["python3", "-c", "import jsonschema, rfc3986_validator"], name: "jsonschema or rfc3986-validator",
            install: "python3 -m pip install jsonschema rfc3986-validator", sourceLocation: sourceLocation)
    }

    /// Findings that stress a format: escapes, a path with a space, a cycle's related places,
    /// a multi-line range, and the same rule, file and symbol twice.
    static let awkward: [Finding] = {
        let range = SourceRange(start: SourcePosition(line: 3, column: 5), end: SourcePosition(line: 4, column: 2))
        let other = FindingLocation(file: "B.swift", range: SourceRange(start: SourcePosition(line: 7, column: 2), end: SourcePosition(line: 7, column: 9)))
        return [
            Finding(
                ruleID: "reference-cycle", severity: .error, message: "a, b: 100% → c\nnext <x> & \"y\"", file: "Sources/A B.swift",
                range: range, symbol: "Login/A/b", related: [other]),
            Finding(ruleID: "file-name", severity: .warning, message: "name", file: "B.swift", range: .fileStart, symbol: "_/B"),
            Finding(ruleID: "file-name", severity: .warning, message: "name again", file: "B.swift", range: .fileStart, symbol: "_/B"),
        ]
    }()

    /// The fixture project's findings, every broken way the rules know, with their fixes.
    static func projectFindings() throws -> (findings: [Finding], context: ReportContext) {
        let validator = Validator(configuration: try Fixture.projectConfiguration())
        let result = try validator.run()
        let findings = try #require(FixPlanner(for: result)).attachingFixes(to: result.findings)
        return (findings, ReportContext(root: Fixture.project, fileCount: result.fileCount))
    }

    /// Runs the validator on `report`; its status is 0 when the report is valid.
    static func validate(_ format: String, _ report: String) throws -> ProcessResult {
        let folder = try TemporaryDirectory(prefix: "vipera-schema")
        defer { folder.remove() }
        let file = try folder.write(report, to: "report.json")
        return try Oracle.run(["python3", validator.path, format, file.path])
    }

    @Test(arguments: ["sarif", "codeclimate", "sonarqube"])
    func reportsMatchTheirSchema(format: String) throws {
        guard Self.oracleReady() else { return }
        let reporter = try #require(ReporterKind(rawValue: format)).reporter
        let project = try Self.projectFindings()
        #expect(project.findings.contains { !$0.related.isEmpty }, "the fixture has a cycle")
        #expect(project.findings.contains { $0.fix?.isApplicable == true }, "the fixture has fixes")
        let awkwardContext = ReportContext(root: URL(fileURLWithPath: "/project"), fileCount: 2)
        for (findings, context) in [project, (Self.awkward, awkwardContext), ([], awkwardContext)] {
            let report = reporter.report(findings, context: context)
            let result = try Self.validate(format, report)
            #expect(result.status == 0, "\(format), \(findings.count) findings:\n\(result)\n\(report)")
        }
    }

    /// The validator fails reports that break the schema, so the test above can fail.
    @Test(arguments: [
        ("sarif", #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]}"#),
        (
            "sarif",
            #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "v"}}, "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "A B.swift"}}}]}]}]}"#
        ),
        ("codeclimate", #"[{"description": "d", "severity": "minor", "location": {"path": "A.swift", "lines": {"begin": 1}}}]"#),
        ("codeclimate", #"[{"description": "d", "check_name": "c", "fingerprint": "f", "severity": "high", "location": {"path": "A.swift"}}]"#),
        ("sonarqube", #"{"issues": []}"#),
        ("sonarqube", #"{"rules": [], "issues": [{"ruleId": "r", "primaryLocation": {"message": "m", "filePath": "A.swift"}}]}"#),
    ])
    func theValidatorRejectsBrokenReports(format: String, report: String) throws {
        guard Self.oracleReady() else { return }
        let result = try Self.validate(format, report)
        #expect(result.status == 1, "\(result)")
        #expect(!result.stdout.isEmpty, "\(result)")
    }
}
