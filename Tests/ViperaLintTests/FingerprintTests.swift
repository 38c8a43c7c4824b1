import Foundation
import Testing
import ViperaLint

/// The formats that follow findings over time (SARIF's `partialFingerprints`, Code Climate's
/// `fingerprint`) identify a finding by rule, file and symbol: moving it keeps its identity.
@Suite struct FingerprintTests {
    static let view = "protocol LoginView: AnyObject {}\n"
    static let presenter = "final class LoginDefaultPresenter {\n    var view: LoginView?\n}\n"
    private var context: ReportContext { ReportContext(root: URL(fileURLWithPath: "/project"), fileCount: 2) }

    static func findings(presenter: String) -> [Finding] {
        Validator().validate(Fixture.sources(["LoginView.swift": view, "LoginDefaultPresenter.swift": presenter]))
    }

    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    func sarifFingerprints(_ findings: [Finding]) throws -> [String] {
        let log = try #require(try Self.json(SARIFReporter().report(findings, context: context)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["viperaSymbol/v1"] }
    }

    func codeClimateFingerprints(_ findings: [Finding]) throws -> [String] {
        let issues = try #require(try Self.json(CodeClimateReporter().report(findings, context: context)) as? [[String: Any]])
        return issues.compactMap { $0["fingerprint"] as? String }
    }

    @Test func movingAFindingKeepsItsFingerprints() throws {
        let before = Self.findings(presenter: Self.presenter)
        let after = Self.findings(presenter: "// Login\n\n\n" + Self.presenter.replacingOccurrences(of: "    var", with: "        var"))
        try #require(!before.isEmpty)
        #expect(before.map(\.line) != after.map(\.line))
        #expect(before.map(\.column) != after.map(\.column))
        #expect(try sarifFingerprints(before) == sarifFingerprints(after))
        #expect(try codeClimateFingerprints(before) == codeClimateFingerprints(after))
        let fingerprints = try sarifFingerprints(before)
        #expect(fingerprints.contains("weak-reference-required:LoginDefaultPresenter.swift:Login/LoginDefaultPresenter/view"), "\(fingerprints)")
        // The module misses four role protocols: one finding each, told apart by their messages.
        #expect(
            fingerprints.contains(
                "missing-role-protocol:LoginDefaultPresenter.swift:Login:module Login has no LoginRouter protocol; every Router is reached through it"
            ), "\(fingerprints)")
    }

    @Test func anotherRuleFileOrSymbolChangesThem() throws {
        let finding = Finding(ruleID: "file-name", severity: .warning, message: "m", file: "A.swift", range: .fileStart, symbol: "_/A")
        let others = [
            Finding(ruleID: "protocol-suffix", severity: .warning, message: "m", file: "A.swift", range: .fileStart, symbol: "_/A"),
            Finding(ruleID: "file-name", severity: .warning, message: "m", file: "B.swift", range: .fileStart, symbol: "_/A"),
            Finding(ruleID: "file-name", severity: .warning, message: "m", file: "A.swift", range: .fileStart, symbol: "_/B"),
        ]
        let fingerprints = try codeClimateFingerprints([finding] + others)
        #expect(Set(fingerprints).count == 4)
        #expect(fingerprints.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
    }

    /// Findings sharing rule, file and symbol are told apart by message, then numbered in
    /// report order, so each is unique.
    @Test func findingsSharingRuleFileAndSymbolAreToldApart() throws {
        let finding = Finding(ruleID: "file-name", severity: .warning, message: "m", file: "A.swift", range: .fileStart, symbol: "_/A")
        let other = Finding(ruleID: "file-name", severity: .warning, message: "n", file: "A.swift", range: .fileStart, symbol: "_/A")
        #expect(try sarifFingerprints([finding, other, finding]) == ["file-name:A.swift:_/A:m", "file-name:A.swift:_/A:n", "file-name:A.swift:_/A:m#2"])
        #expect(Set(try codeClimateFingerprints([finding, finding])).count == 2)
    }
}
