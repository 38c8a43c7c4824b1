import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// A Generamba template (`GenerambaTemplateFixture`) rendered through the generator equals the
/// committed files under `Golden/generamba`. Set `VIPERA_UPDATE_GOLDEN=1` to rewrite them.
@Suite struct GenerambaTemplateTests {
    static let golden = Golden.folder("generamba")

    /// Plans `UserProfile` from the fixture in a project whose `.vipera.yml` is `projectFile`.
    func plan(
        parameters: [String: String], projectFile: String = "project: My-Shop\ncompany: Acme\nprefix: AC\n"
    ) throws -> [String: String] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(projectFile, to: ".vipera.yml")
        try GenerambaTemplateFixture.write(to: folder.path("templates/\(GenerambaTemplateFixture.name)"))
        let generator = Generator(workingDirectory: folder.url, environment: [:])
        var request = GenerationRequest(
            module: "UserProfile", parameters: parameters, author: "Jane Doe",
            date: ISO8601DateFormatter().date(from: "2026-03-09T12:00:00Z")
        )
        request.templateDirectory = folder.path("templates/\(GenerambaTemplateFixture.name)")
        let prepared = try generator.plan(request)
        #expect(prepared.template.origin.kind == "--template-dir")
        return Dictionary(
            uniqueKeysWithValues: prepared.plan.entries.map {
                ($0.displayPath, String(decoding: $0.data, as: UTF8.self))
            })
    }

    @Test func rendersExactlyTheGoldenFiles() throws {
        let rendered = try plan(parameters: [
            "with_tests": "true", "style": "grouped_cards", "title": "  user profile  ", "sections": "header, list",
        ])
        try GoldenDirectory.expectMatches(rendered, golden: Self.golden)
    }

    @Test func fileNamesFollowGeneramba() throws {
        let rendered = try plan(parameters: ["with_tests": "true", "style": "plain", "title": "t", "sections": "a"])
        #expect(
            rendered.keys.sorted() == [
                "Tests/UserProfileTests/Presenter/ACUserProfilePresenterTests.swift",
                "UserProfile/Presenter/ACUserProfilePresenter.swift",
                "UserProfile/View/ACUserProfileViewController.swift",
                "UserProfile/userprofile_configurator.swift",
            ])
    }

    @Test func theRambaspecIsLiquidToo() throws {
        let rendered = try plan(parameters: ["with_tests": "false", "style": "inset", "title": "t", "sections": "a"])
        #expect(!rendered.keys.contains { $0.hasPrefix("Tests/") })
        let presenter = try #require(rendered["UserProfile/Presenter/ACUserProfilePresenter.swift"])
        #expect(presenter.contains("    let layout = \"inset\"\n    let sections = [\"a\"]\n}"))
        let view = try #require(rendered["UserProfile/View/ACUserProfileViewController.swift"])
        #expect(view.contains("let style = \"inset\""))
    }

    @Test func companyAndPrefixMayComeFromParameters() throws {
        let rendered = try plan(
            parameters: ["with_tests": "false", "style": "plain", "title": "t", "sections": "a", "company": "Initech"],
            projectFile: "project: Shop\n"
        )
        let view = try #require(rendered["UserProfile/View/UserProfileViewController.swift"])
        #expect(view.contains("Copyright © 2026 Initech. All rights reserved."))
        #expect(view.contains("final class UserProfileViewController"))
        #expect(!view.contains("let style"))
    }

    @Test func anUnknownCustomParameterIsAnErrorAtItsLine() {
        let location = "templates/swift_viper/Code/View/view_controller.swift.liquid:7"
        #expect {
            try plan(parameters: ["with_tests": "false", "style": "plain", "sections": "a"])
        } throws: { error in
            guard case GenerationError.render(let at, let message) = error else { return false }
            return at.hasSuffix(location)
                && message == "undefined variable 'custom_parameters.title' (custom_parameters has: sections, style, with_tests)"
        }
    }
}
