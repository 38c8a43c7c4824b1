import Foundation
import Testing
import TestSupport
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

    @Test func testsPartHasAMockOfTheServiceAndATestPerUIType() {
        let expected = ["LoginViewControllerTests.swift", "LoginViewModelTests.swift", "LoginWaiting.swift", "Mocks/LoginMockService.swift"]
        #expect(TemporaryDirectory.files(in: Self.goldenTests) == expected)
    }
}
