import Foundation
import Testing
import TestSupport

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
        #expect(result.stderr.contains("--no-tests and --tests-path cannot be used together."), "\(result)")
    }
}
