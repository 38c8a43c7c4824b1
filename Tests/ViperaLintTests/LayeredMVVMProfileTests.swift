import Foundation
import TestSupport
import Testing
import ViperaCore
import ViperaLint

/// The `mvvm` profile: the `mvvm` template's output and its tests part satisfy it, and a fixture
/// project with configured layers that breaks each of its rules is reported exactly. (Bad
/// `layers` settings: `ConfigurationTests`.)
@Suite struct LayeredMVVMProfileTests {
    static let fixture = Fixture.folder.appendingPathComponent("MVVM")

    /// The golden modules (UIKit, and SwiftUI with its view state) and their tests parts (the mock
    /// named `<Module>MockService`), checked together.
    @Test(arguments: [["Login", "LoginTests"], ["swiftui/Feed", "swiftui/FeedTests"]])
    func goldenModuleAndItsTestsHaveNoFinding(paths: [String]) throws {
        let mvvm = Golden.folder("mvvm")
        let findings = try Validator(configuration: Configuration(profile: .mvvm, root: mvvm)).validate(paths: paths)
        #expect(findings == [], "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
    }

    @Test func fixtureBreakingEachRuleIsReportedExactly() throws {
        let configuration = try Configuration(projectFile: ProjectFile(url: Self.fixture.appendingPathComponent(ProjectFile.fileName)))
        #expect(configuration.profile.layers.first { $0.name == "UI" }?.folders == ["App/Screens"])
        let findings = try Validator(configuration: configuration).validate()
        let reported = findings.map { "\($0.ruleID) \($0.file):\($0.line) \($0.symbol)" }.sorted()
        #expect(
            reported == [
                "forbidden-import App/Screens/Cart/CartViewModel.swift:1 Cart/CartViewModel/import UIKit",
                "layer-dependency App/Screens/Cart/CartViewController.swift:1 _/App/Screens/import Analytics",
                "layer-dependency App/Screens/Cart/CartViewController.swift:7 Cart/CartViewController/HTTPClient",
                "layer-dependency Micro/Cache/DiskCache.swift:3 _/DiskCache/HTTPClient",
                "layer-dependency Micro/Cache/DiskCache.swift:4 _/DiskCache/CartService",
                "value-type-required App/Screens/Cart/CartViewModel.swift:4 Cart/CartViewModel",
            ], "\(findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" })")
        let message = findings.first { $0.symbol == "_/DiskCache/HTTPClient" }?.message
        #expect(message == "DiskCache (MicroService) uses HTTPClient (MicroService): Micro/Cache may not use another MicroService (Micro/Network)")
    }
}
