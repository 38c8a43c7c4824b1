import Foundation
import Testing
import ViperaLint

/// The fixture project: several modules, some clean, some broken in each way; its `json` and
/// `sarif` reports (with the ownership findings' fixes) are golden files with paths relative to
/// the project.
@Suite struct FixtureProjectTests {
    let findings: [Finding]
    let fileCount: Int

    init() throws {
        let validator = Validator(configuration: try Fixture.projectConfiguration())
        let result = try validator.run()
        // As `vipera lint` reports them: with the ownership findings' fixes.
        findings = try #require(FixPlanner(for: result)).attachingFixes(to: result.findings)
        fileCount = result.fileCount
    }

    private var context: ReportContext { ReportContext(root: Fixture.project, fileCount: fileCount) }

    @Test func jsonReportMatchesGolden() throws {
        let actual = JSONReporter().report(findings, context: context)
        #expect(try Fixture.golden("project.json", actual: actual) == actual)
    }

    @Test func sarifReportMatchesGolden() throws {
        let actual = SARIFReporter().report(findings, context: context)
        #expect(try Fixture.golden("project.sarif", actual: actual) == actual)
        #expect(!actual.contains(Fixture.project.path), "SARIF URIs are relative")
    }

    @Test func cleanModuleHasNoFinding() {
        #expect(findings.filter { $0.file.contains("/Profile/") } == [])
    }

    @Test func everyBrokenWayIsFound() {
        let expected: [(rule: RuleID, symbol: String)] = [
            ("weak-reference-required", "Cart/CartDefaultRouter/viewController"),
            ("weak-reference-required", "Cart/CartDefaultInteractor/presenter"),
            ("weak-reference-required", "Cart/CartDefaultPresenter/view"),
            ("strong-reference-required", "Cart/CartDefaultView/presenter"),
            ("strong-reference-required", "Cart/CartDefaultPresenter/interactor"),
            ("strong-reference-required", "Cart/CartDefaultPresenter/router"),
            ("forbidden-stored-reference", "Cart/CartDefaultBuilder/presenter"),
            ("missing-role-protocol", "Search"),
            ("protocol-suffix", "Search/SearchPresenterProtocol"),
            ("default-implementation-name", "Search/DefaultSearchPresenter"),
            ("conformance-name", "Search/SearchResultsScreen"),
            ("file-name", "Search/SearchResultsScreen"),
            ("reference-cycle", "_/FeedDataManager/interactor"),
            ("closure-capture-cycle", "Feed/FeedDefaultView/onChange"),
            ("forbidden-import", "Feed/FeedDefaultPresenter/import UIKit"),
            ("forbidden-import", "Cart/CartDefaultPresenter/import UIKit"),
            ("forbidden-dependency", "Feed/FeedDefaultPresenter/UIColor"),
            ("forbidden-dependency", "Feed/FeedDefaultInteractor/FeedView"),
            ("strong-delegate", "Chat/ChatDefaultRouter/profileOutput"),
            ("unused-suppression", "_/Modules/Chat/ChatDefaultRouter.swift/reference-cycle"),
        ]
        for (rule, symbol) in expected {
            #expect(findings.contains { $0.ruleID == rule && $0.symbol == symbol }, "missing \(rule) on \(symbol)")
        }
    }

    @Test func configuredSeverityApplies() {
        #expect(findings.filter { $0.ruleID == "file-name" }.allSatisfy { $0.severity == .error })
    }

    @Test func suppressedFindingIsHidden() {
        #expect(!findings.contains { $0.symbol == "Chat/ChatDefaultRouter/presenter" })
    }

    @Test func brokenFilesAreReportedAndTheRestStillChecked() {
        let invalid = findings.filter { $0.ruleID == "invalid-file" }
        #expect(Set(invalid.map(\.file)) == ["Broken/BrokenParser.swift", "Broken/Latin1.swift"])
        #expect(invalid.contains { $0.message.contains("UTF-8") })
        #expect(findings.count > invalid.count)
    }

    @Test func excludedAndSkippedFoldersAreNotChecked() {
        #expect(!findings.contains { $0.file.hasPrefix("Excluded/") || $0.file.hasPrefix("Pods/") })
    }
}
