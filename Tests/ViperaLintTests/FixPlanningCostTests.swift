import Foundation
import TestSupport
import Testing

@testable import ViperaLint

/// Fix planning costs what the fixes need: a run whose reported findings have no fix to plan
/// keeps nothing for it, and planning reads only the files the fixable findings and their proof
/// name (the codebase's declarations and uses come from the run's facts).
@Suite struct FixPlanningCostTests {
    /// Files that mention `presenter` in comments, strings, locals and another type's own
    /// property, which no fix of the two findings needs.
    private static let unrelated = (0..<4).map { index in
        """
        // The presenter shows the \(index)th screen.
        final class Unrelated\(index) {
            var presenter = 0
            func show() {
                let title = "presenter"
                self.presenter += title.count
            }
        }

        """
    }

    @Test func readsOnlyTheFilesOfTheFixableFindings() throws {
        let folder = try TemporaryDirectory(prefix: "vipera-fix-cost")
        defer { folder.remove() }
        try folder.write(FixWriterTests.router, to: "LoginDefaultRouter.swift")
        try folder.write(FixWriterTests.presenter, to: "LoginDefaultPresenter.swift")
        for (index, text) in Self.unrelated.enumerated() { try folder.write(text, to: "Unrelated\(index).swift") }
        let result = try Validator(configuration: Configuration(root: folder.url)).run()
        let planner = try #require(FixPlanner(for: result))
        let fixed = planner.attachingFixes(to: result.findings).compactMap(\.fix)
        #expect(fixed.map(\.summary).sorted() == ["make LoginDefaultPresenter.view weak", "make LoginDefaultRouter.presenter weak"])
        #expect(fixed.allSatisfy { $0.isApplicable })
        #expect(planner.readPaths == ["LoginDefaultPresenter.swift", "LoginDefaultRouter.swift"])
    }

    /// Between two fixes the planner keeps only the syntax trees of the files used last (a
    /// budget of source bytes); a tree dropped is parsed again when needed, to the same fixes.
    @Test func keepsTheTreesOfABoundedAmountOfSourceBetweenFixes() throws {
        let folder = try TemporaryDirectory(prefix: "vipera-fix-cost")
        defer { folder.remove() }
        try folder.write(FixWriterTests.router, to: "LoginDefaultRouter.swift")
        try folder.write(FixWriterTests.presenter, to: "LoginDefaultPresenter.swift")
        try folder.write(Self.nonOptionalPresenter.replacingOccurrences(of: "Login", with: "Signup"), to: "SignupDefaultPresenter.swift")
        let result = try Validator(configuration: Configuration(root: folder.url)).run()
        let (inputs, facts) = (try #require(result.files?.inputs), try #require(result.files?.facts))
        let keeping = FixPlanner(inputs: inputs, facts: facts, treeBudget: .max)
        let dropping = FixPlanner(inputs: inputs, facts: facts, treeBudget: 0)
        let kept = keeping.attachingFixes(to: result.findings).compactMap(\.fix)
        #expect(kept.count == 3)
        #expect(keeping.heldTreeCount == 3)
        #expect(dropping.attachingFixes(to: result.findings).compactMap(\.fix) == kept)
        #expect(dropping.heldTreeCount == 0)
    }

    @Test func aRunWithoutFixableFindingsKeepsNothingToPlanFrom() throws {
        let folder = try TemporaryDirectory(prefix: "vipera-fix-cost")
        defer { folder.remove() }
        for (index, text) in Self.unrelated.enumerated() { try folder.write(text, to: "Unrelated\(index).swift") }
        let result = try Validator(configuration: Configuration(root: folder.url)).run()
        #expect(!result.findings.contains(where: FixPlanner.isFixable))
        #expect(result.files == nil)
        #expect(FixPlanner(for: result) == nil)
    }

    /// A presenter holding its view non-optionally: making it weak makes it optional, which every
    /// use in the codebase must allow.
    private static let nonOptionalPresenter = """
        protocol LoginView: AnyObject {}
        final class LoginDefaultPresenter {
            var view: any LoginView
            init(view: any LoginView) { self.view = view }
        }

        """

    @Test func aFileTheRunGaveUpOnIsNotParsedAgainAndRefusesATypeChange() throws {
        let folder = try TemporaryDirectory(prefix: "vipera-fix-cost")
        defer { folder.remove() }
        try folder.write(Self.nonOptionalPresenter, to: "LoginDefaultPresenter.swift")
        try folder.write(Self.unrelated[0], to: "Slow.swift")
        var result = try Validator(configuration: Configuration(root: folder.url)).run()
        let planned = try #require(FixPlanner(for: result)).attachingFixes(to: result.findings).compactMap(\.fix)
        #expect(planned.map(\.isApplicable) == [true])
        // As if Slow.swift had taken longer than lint.file_timeout to parse.
        let files = try #require(result.files)
        let slow = FileFacts(path: "Slow.swift", problem: FileProblem(kind: .timedOut, message: "too slow", range: .fileStart))
        result.files = RunFiles(inputs: files.inputs, facts: try #require(files.facts).map { $0.path == "Slow.swift" ? slow : $0 })
        let planner = try #require(FixPlanner(for: result))
        let refused = planner.attachingFixes(to: result.findings).compactMap(\.fix)
        #expect(
            refused.map(\.refusal) == [
                "Slow.swift took longer than lint.file_timeout to parse, so its uses of view cannot be checked"
            ])
        #expect(!planner.readPaths.contains("Slow.swift"))
    }
}
