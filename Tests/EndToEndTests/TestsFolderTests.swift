import Foundation
import TestSupport
import Testing

/// Where a template's tests part goes: `--tests-path`, `tests_path:` from `.vipera.yml`, or
/// `Tests/<Module>Tests`; `--no-tests` leaves it out.
@Suite struct TestsFolderTests {
    /// A sandbox whose `folder` has a project template `WithTests` with one module file and one
    /// test file.
    private func sandboxWithTemplate(in folder: String = "project") throws -> Sandbox {
        let sandbox = try Sandbox()
        let template = "\(folder)/.vipera/templates/WithTests"
        try sandbox.write("tests: Tests\n", to: "\(template)/template.yml")
        try sandbox.write("struct {{ module }} {}\n", to: "\(template)/{{ module }}.swift")
        try sandbox.write("// {{ module }} tests\n", to: "\(template)/Tests/{{ module }}Tests.swift")
        return sandbox
    }

    @Test func aTemplatesTestsFolderGoesToTheTestsPath() throws {
        let sandbox = try sandboxWithTemplate()
        defer { sandbox.remove() }
        #expect(try sandbox.run("Cart", "WithTests", "--quiet").status == 0)
        #expect(try sandbox.read("Tests/CartTests/CartTests.swift") == "// Cart tests\n")
        #expect(try sandbox.read("Cart/Cart.swift") == "struct Cart {}\n")
        #expect(try sandbox.run("Shop", "WithTests", "--tests-path", "AppTests/Shop", "--quiet").status == 0)
        #expect(try sandbox.read("AppTests/Shop/ShopTests.swift") == "// Shop tests\n")
    }

    @Test func theProjectFilesTestsPathIsRelativeToItsFolder() throws {
        let sandbox = try sandboxWithTemplate(in: "project/Sources")
        defer { sandbox.remove() }
        try sandbox.write("tests_path: AppTests\n", to: "project/.vipera.yml")
        let sources = sandbox.project.appendingPathComponent("Sources")
        let result = try sandbox.run("Cart", "WithTests", "--quiet", in: sources)
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.read("AppTests/CartTests/CartTests.swift") == "// Cart tests\n")
        #expect(try sandbox.read("Sources/Cart/Cart.swift") == "struct Cart {}\n")
        #expect(try sandbox.run("Shop", "WithTests", "--tests-path", "Elsewhere", "--quiet", in: sources).status == 0)
        #expect(try sandbox.read("Sources/Elsewhere/ShopTests.swift") == "// Shop tests\n")
    }

    @Test func noTestsLeavesTheTestsPartOut() throws {
        let sandbox = try sandboxWithTemplate()
        defer { sandbox.remove() }
        let dryRun = try sandbox.run("Cart", "WithTests", "--dry-run")
        #expect(dryRun.stdout.contains("└── Tests/\n    └── CartTests/\n        └── CartTests.swift  (new)\n"), "\(dryRun)")
        let result = try sandbox.run("Cart", "WithTests", "--no-tests")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("1 written\n"), "\(result)")
        #expect(sandbox.projectFiles.filter { !$0.hasPrefix(".vipera/") } == ["Cart/Cart.swift"])
    }

    @Test func noTestsWithATestsPathIsAUsageError() throws {
        let sandbox = try sandboxWithTemplate()
        defer { sandbox.remove() }
        let result = try sandbox.run("Cart", "WithTests", "--no-tests", "--tests-path", "AppTests")
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("vipera: error: --no-tests and --tests-path cannot be used together\n"), "\(result)")
    }
}

/// The `viper` template's tests part on the command line.
@Suite struct ViperTestsPartTests {
    @Test func goesToTheTestsPathAndDryRunListsIt() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let dryRun = try sandbox.run("Login", "--tests-path", "AppTests/Login", "--dry-run")
        #expect(dryRun.stdout.contains("        └── LoginMockView.swift  (new)\n"), "\(dryRun)")
        #expect(dryRun.stdout.hasSuffix("23 files: 23 new, 0 unchanged, 0 conflicts\n"), "\(dryRun)")
        #expect(sandbox.projectFiles.isEmpty)
        let result = try sandbox.run("Login", "--tests-path", "AppTests/Login", "--quiet")
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles == (loginModuleFiles + loginTestFiles.map { "AppTests/Login/\($0)" }).sorted())
    }

    @Test func followsTheProjectFileAndImportsTheProjectAsAnIdentifier() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("project: My Shop\ntests_path: AppTests\n", to: "project/.vipera.yml")
        #expect(try sandbox.run("Login", "--quiet").status == 0)
        #expect(sandbox.projectFiles == ([".vipera.yml"] + loginModuleFiles + loginTestFiles.map { "AppTests/LoginTests/\($0)" }).sorted())
        #expect(try sandbox.read("AppTests/LoginTests/LoginDefaultPresenterTests.swift").contains("\n@testable import My_Shop\n"))
        #expect(try sandbox.run("Home", "--param", "appModule=ShopKit", "--quiet").status == 0)
        #expect(try sandbox.read("AppTests/HomeTests/Mocks/HomeMockView.swift").contains("\n@testable import ShopKit\n"))
    }

    @Test func templatesShowListsTheAppModuleParameter() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("templates", "show", "viper")
        #expect(result.stdout.contains("\n  appModule: any text (default empty) - The app module the generated tests @testable import;"), "\(result)")
        #expect(result.stdout.contains("\n  Tests/Mocks/{{module}}MockRouter.swift\n"), "\(result)")
    }

    @Test func noTestsWritesOnlyTheModule() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("Login", "--no-tests")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("11 written\n"), "\(result)")
        #expect(sandbox.projectFiles == loginModuleFiles)
    }
}
