import Foundation
import Testing
import TestSupport
import ViperaGenerator

/// The `mvvm` template rendered for `Login` equals the committed files under `Golden/mvvm/Login`:
/// the screen in `UI/`, its service protocol in `Services/`. Set `VIPERA_UPDATE_GOLDEN=1` to
/// rewrite them.
@Suite struct LayeredMVVMTemplateGoldenTests {
    static let golden = Locations.tests("ViperaGeneratorTests/Golden/mvvm/Login")

    @Test func rendersExactlyTheGoldenFiles() throws {
        let rendered = try GoldenRendering.render(module: "Login", template: "mvvm")
        try GoldenDirectory.expectMatches(rendered, golden: Self.golden)
        #expect(rendered.keys.sorted() == ["Services/LoginService.swift", "UI/LoginViewController.swift", "UI/LoginViewModel.swift"])
        #expect(rendered["UI/LoginViewModel.swift"]?.contains("struct LoginViewModel: Equatable, Sendable {") == true)
    }
}
