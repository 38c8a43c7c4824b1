import Foundation
import TestSupport
import Testing

@Suite struct TemplateSourceTests {
    /// A Stencil template with a manifest, parameters, an include, filters and a conditional file.
    static func writeStencilTemplate(in sandbox: Sandbox, at folder: String) throws {
        try sandbox.write(
            """
            summary: A screen
            architecture: viper
            parameters:
              - name: style
                type: choice
                choices: [plain, fancy]
                default: plain
              - name: tests
                type: bool
                default: false
            """, to: "\(folder)/template.yml")
        try sandbox.write("// {{ file }} for {{ project }}\n", to: "\(folder)/_includes/header.stencil")
        try sandbox.write(
            """
            {% include "_includes/header.stencil" %}
            struct {{ module }}Screen {
                let id = "{{ module|snake }}/{{ module|kebab }}/{{ module|lowerFirst }}/{{ module|upper }}"
                let style = "{{ style }}"
            }
            """, to: "\(folder)/{{module}}Screen.swift")
        try sandbox.write("// tests of {{ module }}\n", to: "\(folder)/{% if tests %}{{module}}Tests.swift{% endif %}")
    }

    @Test func userTemplateWithManifestParametersIncludesAndFilters() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try Self.writeStencilTemplate(in: sandbox, at: "home/.vipera/Templates/Screen")
        try sandbox.write("project: Shop\n", to: "project/.vipera.yml")
        let result = try sandbox.run("UserProfile", "Screen", "--param", "style=fancy")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.hasPrefix("Generated module UserProfile from template 'Screen' (user: \(sandbox.home.path)/.vipera/Templates/Screen)\n"), "\(result)")
        #expect(sandbox.projectFiles == [".vipera.yml", "UserProfile/UserProfileScreen.swift"])
        #expect(
            try sandbox.read("UserProfile/UserProfileScreen.swift") == """
                // UserProfileScreen.swift for Shop
                struct UserProfileScreen {
                    let id = "user_profile/user-profile/userProfile/USERPROFILE"
                    let style = "fancy"
                }
                """)
        let withTests = try sandbox.run("Other", "Screen", "--param", "tests=true", "--quiet")
        #expect(withTests.status == 0, "\(withTests)")
        #expect(try sandbox.read("Other/OtherTests.swift") == "// tests of Other\n")
    }

    @Test func vipera1StyleTemplateRendersUnchanged() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            """
            //  {module}Presenter.swift
            //  {project}, by {author} on {date}
            final class {module}Presenter { let items = [1, 2].map { $0 } }
            """, to: "home/.vipera/Templates/Classic/Presenters/{module}Presenter.swift")
        try sandbox.write("project: Shop\nauthor: Jane\n", to: "project/.vipera.yml")
        let result = try sandbox.run("Cart", "Classic")
        #expect(result.status == 0, "\(result)")
        #expect(
            try sandbox.read("Cart/Presenters/CartPresenter.swift") == """
                //  CartPresenter.swift
                //  Shop, by Jane on 2026-01-01
                final class CartPresenter { let items = [1, 2].map { $0 } }
                """)
    }

    @Test func projectTemplatesComeBeforeUserTemplatesAndAfterTheTemplatesOption() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("user {module}\n", to: "home/.vipera/templates/Shared/{module}.txt")
        try sandbox.write("project {module}\n", to: "project/.vipera/templates/Shared/{module}.txt")
        try sandbox.write("extra {module}\n", to: "extra/Shared/{module}.txt")
        #expect(try sandbox.run("A", "Shared", "--quiet").status == 0)
        #expect(try sandbox.read("A/A.txt") == "project A\n")
        #expect(try sandbox.run("B", "Shared", "--templates", "../extra", "--quiet").status == 0)
        #expect(try sandbox.read("B/B.txt") == "extra B\n")
    }

    @Test func vipera2ProjectFolderIsTheProjectsDefaultTemplate() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("protocol {module}Router {}\n", to: "project/.vipera/{module}Router.swift")
        let result = try sandbox.run("Feed")
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.read("Feed/FeedRouter.swift") == "protocol FeedRouter {}\n")
        let builtin = try sandbox.run("Feed2", "viper", "--quiet")
        #expect(builtin.status == 0, "\(builtin)")
        #expect(sandbox.projectFiles.contains("Feed2/Interfaces/Feed2View.swift"))
    }

    @Test func projectFileChoosesTheDefaultTemplateAndParameters() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try Self.writeStencilTemplate(in: sandbox, at: "project/.vipera/templates/Screen")
        try sandbox.write("template: Screen\nparameters:\n  style: fancy\n", to: "project/.vipera.yml")
        let result = try sandbox.run("Home", "--quiet")
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.read("Home/HomeScreen.swift").contains("let style = \"fancy\""))
    }

    /// A minimal Xcode file template at `folder` whose one file says `text` and the module name.
    static func writeXcodeTemplate(in sandbox: Sandbox, at folder: String, text: String) throws {
        try sandbox.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>Kind</key>
                <string>Xcode.IDEKit.TextSubstitutionFileTemplateKind</string>
            </dict>
            </plist>
            """, to: "\(folder)/TemplateInfo.plist")
        try sandbox.write("\(text) ___FILEBASENAME___\n", to: "\(folder)/___FILEBASENAME___.txt")
    }

    @Test func bundlesAreFoundWithoutTheirExtensionAndXcodesFolderIsSearchedAfterTheBuiltInTemplates() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let xcode = "home/Library/Developer/Xcode/Templates"
        try Self.writeXcodeTemplate(in: sandbox, at: "project/.vipera/templates/Card.xctemplate", text: "project")
        try Self.writeXcodeTemplate(in: sandbox, at: "\(xcode)/File Templates/Team/Card.xctemplate", text: "xcode")
        try Self.writeXcodeTemplate(in: sandbox, at: "\(xcode)/File Templates/Team/Row.xctemplate", text: "grouped")
        #expect(try sandbox.run("A", "Card", "--quiet").status == 0)
        #expect(try sandbox.read("A/A.txt") == "project A\n")
        let row = try sandbox.run("B", "row")
        #expect(row.status == 0, "\(row)")
        #expect(
            row.stdout.hasPrefix(
                "Generated module B from template 'Row' (Xcode: \(sandbox.home.path)/Library/Developer/Xcode/Templates/File Templates/Team/Row.xctemplate)\n"),
            "\(row)")
        #expect(try sandbox.read("B/B.txt") == "grouped B\n")
        let list = try sandbox.run("templates", "list")
        let names = list.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(names == ["Card", "bc", "moa", "mvvm", "silver", "viper", "Row"], "\(list)")
        #expect(list.stdout.contains("[project: \(sandbox.project.path)/.vipera/templates/Card.xctemplate]"), "\(list)")
        try Self.writeXcodeTemplate(in: sandbox, at: "\(xcode)/vipera/viper.xctemplate", text: "exported")
        #expect(try sandbox.run("D", "viper", "--quiet").status == 0)
        #expect(sandbox.projectFiles.contains("D/Interfaces/DView.swift"), "a bundle in Xcode's folder hides no built-in template")
        try Self.writeXcodeTemplate(in: sandbox, at: "\(xcode)/Mine/Row.xctemplate", text: "other")
        let ambiguous = try sandbox.run("C", "Row")
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("several templates match 'Row' (File Templates/Team/Row.xctemplate, Mine/Row.xctemplate)"), "\(ambiguous)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.project.appendingPathComponent("C").path))
    }
}
