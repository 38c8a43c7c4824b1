import Foundation
import TestSupport
import Testing

/// `vipera <Module> --template-dir <folder>` with a Generamba template, through the binary.
@Suite struct GenerambaCommandTests {
    static let parameters = ["--param", "with_tests=true", "--param", "style=plain", "--param", "title=home", "--param", "sections=a,b"]

    func sandboxWithTemplate() throws -> Sandbox {
        let sandbox = try Sandbox()
        try GenerambaTemplateFixture.write(to: sandbox.root.path("swift_viper"))
        try sandbox.write("project: Shop\ncompany: Acme\n", to: "project/.vipera.yml")
        return sandbox
    }

    @Test func generatesCodeAndTestFilesWithCustomParameters() throws {
        let sandbox = try sandboxWithTemplate()
        defer { sandbox.remove() }
        let result = try sandbox.run(["Login", "--template-dir", "../swift_viper", "--author", "Jane"] + Self.parameters)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.hasPrefix("Generated module Login from template 'swift_viper' (--template-dir: \(sandbox.root.path("swift_viper").path))\n"),
            "\(result)")
        #expect(result.stdout.hasSuffix("4 written\n"))
        #expect(
            sandbox.projectFiles == [
                ".vipera.yml", "Login/Presenter/LoginPresenter.swift", "Login/View/LoginViewController.swift",
                "Login/login_configurator.swift", "Tests/LoginTests/Presenter/LoginPresenterTests.swift",
            ])
        let view = try sandbox.read("Login/View/LoginViewController.swift")
        #expect(view.hasPrefix("//\n//  LoginViewController.swift\n//  Shop (Shop)\n//\n//  Created by Jane on 01/01/2026.\n//  Copyright © 2026 Acme."))
        #expect(view.contains("    let titleText = \"Home\"\n}\n"))
        #expect(try sandbox.read("Login/Presenter/LoginPresenter.swift").contains("let sections = [\"a\", \"b\"]"))

        let again = try sandbox.run(["Login", "--template-dir", "../swift_viper", "--author", "Jane", "--dry-run"] + Self.parameters)
        #expect(again.status == 0, "\(again)")
        #expect(again.stdout.hasSuffix("4 files: 0 new, 4 unchanged, 0 conflicts\n"))
    }

    @Test func testFilesHonourTestsPath() throws {
        let sandbox = try sandboxWithTemplate()
        defer { sandbox.remove() }
        let result = try sandbox.run(["Login", "--template-dir", "../swift_viper", "--tests-path", "AppTests"] + Self.parameters)
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles.contains("AppTests/Presenter/LoginPresenterTests.swift"))
    }

    @Test func anUnsupportedTagIsAnErrorNamingFileAndLineAndNothingIsWritten() throws {
        let sandbox = try sandboxWithTemplate()
        defer { sandbox.remove() }
        try sandbox.write(
            "{% include 'header' %}\n{% tablerow x in custom_parameters.style %}{% endtablerow %}\n", to: "swift_viper/Code/configurator.swift.liquid")
        let result = try sandbox.run(["Login", "--template-dir", "../swift_viper"] + Self.parameters)
        #expect(result.status == 2)
        let file = sandbox.root.path("swift_viper/Code/configurator.swift.liquid").path
        #expect(result.stderr.contains("vipera: error: \(file):2: unsupported Liquid tag 'tablerow'"), "\(result)")
        #expect(sandbox.projectFiles == [".vipera.yml"])
    }

    @Test func aMissingCustomParameterIsAnError() throws {
        let sandbox = try sandboxWithTemplate()
        defer { sandbox.remove() }
        let result = try sandbox.run("Login", "--template-dir", "../swift_viper", "--param", "with_tests=false")
        #expect(result.status == 2)
        #expect(result.stderr.contains("undefined variable 'custom_parameters.title' (custom_parameters has: with_tests)"), "\(result)")
        #expect(sandbox.projectFiles == [".vipera.yml"])
    }

    @Test func badTemplateDirUsage() throws {
        let sandbox = try sandboxWithTemplate()
        defer { sandbox.remove() }
        let missing = try sandbox.run("Login", "--template-dir", "nowhere")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere: the template folder does not exist"), "\(missing)")
        let both = try sandbox.run("Login", "viper", "--template-dir", "../swift_viper")
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("vipera: error: give a template name or --template-dir, not both\n"), "\(both)")
    }

    @Test func templatesShowDescribesAGenerambaTemplate() throws {
        let sandbox = try sandboxWithTemplate()
        defer { sandbox.remove() }
        try GenerambaTemplateFixture.write(to: sandbox.project.appendingPathComponent(".vipera/templates/gen"))
        let result = try sandbox.run("templates", "show", "gen")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("gen: Swift VIPER module (Generamba)\n"), "\(result)")
        #expect(result.stdout.contains("syntax: Generamba (Liquid)"))
    }
}
