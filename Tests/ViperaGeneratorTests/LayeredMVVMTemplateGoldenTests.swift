import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// The `mvvm` template rendered for `Login` equals the committed files: the screen in `UI/` and
/// its service protocol in `Services/` under `Golden/mvvm/Login`, its tests part under
/// `Golden/mvvm/LoginTests`. Set `VIPERA_UPDATE_GOLDEN=1` to rewrite them.
@Suite struct LayeredMVVMTemplateGoldenTests {
    static let golden = Golden.folder("mvvm/Login")
    static let goldenTests = Golden.folder("mvvm/LoginTests")

    @Test func rendersExactlyTheGoldenFiles() throws {
        let plan = try GoldenRendering.plan(module: "Login", template: "mvvm")
        let rendered = plan.texts(below: "Login/")
        try GoldenDirectory.expectMatches(rendered, golden: Self.golden)
        try GoldenDirectory.expectMatches(plan.texts(below: "Tests/LoginTests/"), golden: Self.goldenTests)
        #expect(rendered.keys.sorted() == ["Services/LoginService.swift", "UI/LoginViewController.swift", "UI/LoginViewModel.swift"])
        #expect(rendered["UI/LoginViewModel.swift"]?.contains("struct LoginViewModel: Equatable, Sendable {") == true)
        #expect(plan.entries.count == rendered.count + TemporaryDirectory.files(in: Self.goldenTests).count)
    }

    /// With `ui=swiftui`: the view controller hosts SwiftUI content and a view state, under
    /// `Golden/mvvm/swiftui/Feed` and `Golden/mvvm/swiftui/FeedTests`; the view model and the
    /// service are those of the UIKit screen.
    @Test func rendersTheSwiftUIVariantExactly() throws {
        let variant = TemplateVariant.mvvmSwiftUI
        let plan = try GoldenRendering.plan(module: variant.module, template: variant.template, parameters: variant.parameters)
        let rendered = plan.texts(below: "Feed/")
        try GoldenDirectory.expectMatches(rendered, golden: variant.golden)
        try GoldenDirectory.expectMatches(plan.texts(below: "Tests/FeedTests/"), golden: variant.goldenTests)
        #expect(
            rendered.keys.sorted() == [
                "Services/FeedService.swift", "UI/FeedContentView.swift", "UI/FeedViewController.swift", "UI/FeedViewModel.swift", "UI/FeedViewState.swift",
            ])
        let uikit = try GoldenRendering.render(module: "Feed", template: "mvvm")
        #expect(rendered["UI/FeedViewModel.swift"] == uikit["UI/FeedViewModel.swift"])
        #expect(rendered["UI/FeedViewState.swift"]?.contains("@Observable\nfinal class FeedViewState {") == true)
    }

    @Test func testsPartHasAMockOfTheServiceAndATestPerUIType() {
        let expected = ["LoginViewControllerTests.swift", "LoginViewModelTests.swift", "LoginWaiting.swift", "Mocks/LoginMockService.swift"]
        #expect(TemporaryDirectory.files(in: Self.goldenTests) == expected)
    }
}
