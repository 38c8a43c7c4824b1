import Foundation
import TestSupport
import Testing

/// The `moa` and `silver` templates' tests parts on the command line: written to
/// `Tests/<Module>Tests` beside the module, clean under the template's profile, and left out by
/// `--no-tests`.
@Suite struct MOAAndSILVERTestsPartTests {
    /// Template, the files of its `Payments` module, and the files of its tests part.
    static let parts: [(template: String, module: [String], tests: [String])] = [
        (
            "moa",
            ["Module", "Parameters", "Presenter", "Routable", "View", "ViewController", "WeakCollection", "Wireframe"].map { "Payments\($0).swift" },
            ["ModuleTests", "PresenterTests", "TestContainer", "ViewControllerTests", "WeakCollectionTests"].map { "Payments\($0).swift" }
                + ["Routable", "View"].map { "Mocks/PaymentsMock\($0).swift" }
        ),
        (
            "silver",
            ["Module.swift", "ServiceLocator.swift"]
                + ["Assembly", "Interactor", "InteractorProtocol", "Router", "RouterProtocol", "Service", "ViewController", "ViewProtocol"]
                .map { "Payments\($0).swift" },
            ["AssemblyTests", "InteractorTests", "RouterTests", "ViewControllerTests", "Waiting"].map { "Payments\($0).swift" }
                + ["Interactor", "Router", "Service", "View"].map { "Mocks/PaymentsMock\($0).swift" }
        ),
    ]

    @Test(arguments: parts.map(\.template))
    func writesTheTestsPartThatLintsClean(template: String) throws {
        let part = try #require(Self.parts.first { $0.template == template })
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("Payments", template, "--quiet")
        #expect(result.status == 0, "\(result)")
        let expected = part.module.map { "Payments/\($0)" } + part.tests.map { "Tests/PaymentsTests/\($0)" }
        #expect(sandbox.projectFiles == expected.sorted())
        let lint = try sandbox.run("lint", "--profile", template, "Payments", "Tests")
        #expect(lint.status == 0, "\(lint)")
        #expect(lint.stderr.contains("\(expected.count) files checked: 0 errors, 0 warnings"), "\(lint)")
    }

    @Test(arguments: parts.map(\.template))
    func noTestsWritesOnlyTheModule(template: String) throws {
        let part = try #require(Self.parts.first { $0.template == template })
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("Payments", template, "--no-tests")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("\(part.module.count) written\n"), "\(result)")
        #expect(sandbox.projectFiles == part.module.map { "Payments/\($0)" }.sorted())
    }
}
