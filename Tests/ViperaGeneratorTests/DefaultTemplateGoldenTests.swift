import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// The default template rendered for a fixed module, author, date and project equals the
/// committed files: the module under `Golden/viper/Login`, its tests part under
/// `Golden/viper/LoginTests`. Set `VIPERA_UPDATE_GOLDEN=1` to rewrite them.
@Suite struct DefaultTemplateGoldenTests {
    static let golden = Golden.folder("viper/Login")
    static let goldenTests = Golden.folder("viper/LoginTests")

    @Test func rendersExactlyTheGoldenFiles() throws {
        let plan = try GoldenRendering.plan(module: "Login", template: "viper")
        try GoldenDirectory.expectMatches(plan.texts(below: "Login/"), golden: Self.golden)
        try GoldenDirectory.expectMatches(plan.texts(below: "Tests/LoginTests/"), golden: Self.goldenTests)
        #expect(plan.entries.count == TemporaryDirectory.files(in: Self.golden).count + TemporaryDirectory.files(in: Self.goldenTests).count)
    }

    @Test func testsPartHasAMockPerRoleProtocolAndATestPerDefaultImplementation() {
        let defaults = ["Builder", "Interactor", "Presenter", "Router", "View"].map { "LoginDefault\($0)Tests.swift" }
        let mocks = ["Builder", "Interactor", "Presenter", "Router", "Service", "View"].map { "Mocks/LoginMock\($0).swift" }
        let expected = defaults + ["LoginWaiting.swift"] + mocks
        #expect(TemporaryDirectory.files(in: Self.goldenTests) == expected.sorted())
    }

    @Test func writesOneTypePerFileNamedAfterIt() throws {
        let expected = [
            "Default/LoginDefaultBuilder.swift", "Default/LoginDefaultInteractor.swift",
            "Default/LoginDefaultPresenter.swift", "Default/LoginDefaultRouter.swift", "Default/LoginDefaultView.swift",
            "Interfaces/LoginBuilder.swift", "Interfaces/LoginInteractor.swift", "Interfaces/LoginPresenter.swift",
            "Interfaces/LoginRouter.swift", "Interfaces/LoginService.swift", "Interfaces/LoginView.swift",
        ]
        #expect(TemporaryDirectory.files(in: Self.golden) == expected)
        for path in expected {
            let text = try String(contentsOf: Self.golden.appendingPathComponent(path), encoding: .utf8)
            let typeName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let declarations = text.split(separator: "\n").filter {
                $0.hasPrefix("protocol ") || $0.hasPrefix("final class ") || $0.hasPrefix("struct ")
            }
            #expect(declarations.count == 1, "\(path) declares \(declarations.count) types")
            #expect(declarations.first?.contains(" \(typeName)") == true, "\(path) does not declare \(typeName)")
        }
    }

    @Test func presenterImportsNoUIKit() throws {
        for path in ["Default/LoginDefaultPresenter.swift", "Interfaces/LoginPresenter.swift"] {
            let text = try String(contentsOf: Self.golden.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.contains("import UIKit"))
        }
    }
}
