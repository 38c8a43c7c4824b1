import Foundation
import TestSupport
import Testing

/// Teams coming from vipera 1.x/2.x get the module their own templates made before.
@Suite struct MigrationTests {
    @Test(arguments: ["Default", "default"])
    func theUsersVipera1DefaultTemplateWins(folder: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("// {module} by {author}\nclass {module}Presenter {}\n", to: "home/.vipera/Templates/\(folder)/{module}Presenter.swift")
        let result = try sandbox.run("Login", "--author", "Jane")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.hasPrefix("Generated module Login from template '\(folder)' (user: \(sandbox.home.path)/.vipera/Templates/\(folder))\n"), "\(result)")
        #expect(try sandbox.read("Login/LoginPresenter.swift") == "// Login by Jane\nclass LoginPresenter {}\n")
        #expect(sandbox.projectFiles == ["Login/LoginPresenter.swift"])
    }

    @Test func vipera2TemplateFilesInTheHomeFolderWinButTheProjectsComeFirst() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("class {module}View {}\n", to: "home/.vipera/{module}View.swift")
        let user = try sandbox.run("Login")
        #expect(user.stdout.hasPrefix("Generated module Login from template '.vipera' (user: \(sandbox.home.path)/.vipera)\n"), "\(user)")
        #expect(sandbox.projectFiles == ["Login/LoginView.swift"])
        try sandbox.write("class {module}Router {}\n", to: "project/.vipera/{module}Router.swift")
        let project = try sandbox.run("Profile")
        #expect(project.stdout.hasPrefix("Generated module Profile from template '.vipera' (project: \(sandbox.project.path)/.vipera)\n"), "\(project)")
        #expect(sandbox.projectFiles.contains("Profile/ProfileRouter.swift"))
    }

    @Test func templateNamesMatchIgnoringCaseWhenOnlyOneDoes() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("class {module}A {}\n", to: "home/.vipera/Templates/Generic/{module}A.swift")
        #expect(try sandbox.run("Login", "generic").status == 0)
        #expect(sandbox.projectFiles == ["Login/LoginA.swift"])
        try sandbox.write("class {module}B {}\n", to: "home/.vipera/Templates/GENERIC/{module}B.swift")
        let ambiguous = try sandbox.run("Profile", "generic")
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("several templates match 'generic' ignoring letter case (GENERIC, Generic); name one exactly"), "\(ambiguous)")
    }

    @Test func projectAuthorDateAndPathAreFilledAsVipera1FilledThem() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("// {project} {author} {date}\n", to: "home/.vipera/Templates/Default/{module}Views/{module}View.swift")
        try sandbox.write("// Xcode\n", to: "project/Shop.xcodeproj/project.pbxproj")
        try sandbox.write("[user]\n\tname = Grace Hopper\n", to: "home/.config/git/config")
        try sandbox.write("date_format: dd/MM/yyyy\n", to: "project/.vipera.yml")
        let result = try sandbox.run("Login", "-p", "Modules", "--no-project")
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.read("Modules/Login/LoginViews/LoginView.swift") == "// Shop Grace Hopper 01/01/2026\n")
        try sandbox.write("project: Storefront\ndate_format: dd/MM/yyyy\n", to: "project/.vipera.yml")
        _ = try sandbox.run("Profile", "-p", "Modules", "--no-project")
        #expect(try sandbox.read("Modules/Profile/ProfileViews/ProfileView.swift") == "// Storefront Grace Hopper 01/01/2026\n")
    }

    @Test func aTemplateMixingBothSyntaxesIsRefusedNamingBothFiles() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let stencil = try sandbox.write("class {{ module }}A {}\n", to: "home/.vipera/Templates/Mixed/A.swift")
        let legacy = try sandbox.write("class {module}B {}\n", to: "home/.vipera/Templates/Mixed/B.swift")
        let result = try sandbox.run("Login", "Mixed")
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr == "vipera: error: \(legacy.path): line 1 of its output still holds the vipera 1.x placeholder '{module}', "
                + "but this template renders with Stencil ('\(stencil.path):1' uses {{ }}); write {{ module }} instead\n", "\(result)")
        #expect(sandbox.projectFiles.isEmpty)
    }

    /// A vipera 1.x template with a stray `{{module}` (a typo) reads as Stencil: the message
    /// points at the line of the stray braces, the one thing to fix.
    @Test func aStrayDoubleBraceInAVipera1TemplateIsNamedAtItsLine() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let legacy = try sandbox.write("import UIKit\n\nclass {module}View {}\n// {{module}\n", to: "home/.vipera/Templates/Typo/{module}View.swift")
        let result = try sandbox.run("Login", "Typo")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("('\(legacy.path):4' uses {{ }})"), "\(result)")
        #expect(sandbox.projectFiles.isEmpty)
    }

    @Test func aQuotedStringWithASpaceIsOneWordOfACondition() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("summary: q\nparameters:\n  - name: style\n    type: string\n    default: a b\n", to: "project/.vipera/templates/Q/template.yml")
        try sandbox.write("{% if style == \"a b\" %}yes{% else %}no{% endif %}\n", to: "project/.vipera/templates/Q/{{ module }}.swift")
        let result = try sandbox.run("Login", "Q")
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.read("Login/Login.swift") == "yes")
    }
}
