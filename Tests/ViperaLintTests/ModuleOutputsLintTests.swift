import Foundation
import TestSupport
import Testing
import ViperaLint

/// The golden spec's modules (a UIKit list that is the delegate of a SwiftUI detail with outputs)
/// satisfy the `viper` profile, and the ownership rules report a module that breaks the
/// delegate's or the view state's memory rules.
@Suite struct ModuleOutputsLintTests {
    static let spec = Golden.folder("spec")

    @Test func specModulesAndTheirTestsHaveNoFinding() throws {
        let findings = try Validator(configuration: Configuration(profile: .viper, root: Self.spec)).validate(paths: ["Modules", "Tests"])
        #expect(findings.isEmpty, "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }

    static let breakages: [ProfileBreakage] = [
        ProfileBreakage(
            "the detail's presenter holds its delegate strongly", file: "PostDetail/Default/PostDetailDefaultPresenter.swift",
            replacing: "weak var delegate: (any PostDetailDelegate)?", with: "var delegate: (any PostDetailDelegate)?",
            expecting: [
                (
                    "strong-delegate", "PostDetail/Default/PostDetailDefaultPresenter.swift",
                    "PostDetailDefaultPresenter.delegate holds the delegate PostDetailDelegate strongly"
                )
            ]
        ),
        ProfileBreakage(
            "the detail's presenter owns the view state it publishes to", file: "PostDetail/Default/PostDetailDefaultPresenter.swift",
            replacing: "weak var view: (any PostDetailView)?", with: "var view: (any PostDetailView)?",
            expecting: [
                (
                    "weak-reference-required", "PostDetail/Default/PostDetailDefaultPresenter.swift",
                    "PostDetailDefaultPresenter.view owns its View"
                )
            ]
        ),
        ProfileBreakage(
            "the detail's presenter imports SwiftUI", file: "PostDetail/Default/PostDetailDefaultPresenter.swift",
            replacing: "\n/// Default PostDetail presenter", with: "\nimport SwiftUI\n\n/// Default PostDetail presenter",
            expecting: [("forbidden-import", "PostDetail/Default/PostDetailDefaultPresenter.swift", "SwiftUI")]
        ),
    ]

    @Test(arguments: breakages)
    func reportsWhatBreaksTheProfile(breakage: ProfileBreakage) throws {
        try breakage.expectReported(golden: Self.spec.appendingPathComponent("Modules"), profile: .viper)
    }
}
