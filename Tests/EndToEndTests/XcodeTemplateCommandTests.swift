import Foundation
import TestSupport
import Testing

/// `vipera <Module> --template-dir X.xctemplate`, `.xctemplate` bundles by name, and broken
/// bundles, from the command line.
@Suite struct XcodeTemplateCommandTests {
    static let fixtures = Locations.tests("ViperaGeneratorTests/Fixtures/XcodeTemplates")

    /// A sandbox whose project has `.vipera.yml` and the fixture bundles in `.vipera/templates`.
    static func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("project: Shop\ncompany: Acme\nauthor: Jane Doe\n", to: "project/.vipera.yml")
        let templates = sandbox.project.appendingPathComponent(".vipera/templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        for bundle in ["Screen.xctemplate", "Cell.xctemplate", "Header.xctemplate"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(bundle), to: templates.appendingPathComponent(bundle))
        }
        return sandbox
    }

    @Test func aBundleRendersFromItsFolderWithParametersCheckedAgainstItsOptions() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let bundle = Self.fixtures.appendingPathComponent("Screen.xctemplate").path
        let result = try sandbox.run("Login", "--template-dir", bundle, "--param", "interface=XIB", "--param", "complex=Simple")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == """
                Generated module Login from template 'Screen' (--template-dir: \(bundle))
                Login/
                ├── LoginViewController.swift
                └── LoginViewController.xib
                2 written

                """)
        #expect(try sandbox.read("Login/LoginViewController.swift").contains("//  Copyright © 2026 Acme. All rights reserved.\n"))
        let refused = try sandbox.run("Other", "--template-dir", bundle, "--param", "interface=Storyboard")
        #expect(refused.status == 2)
        #expect(refused.stderr == "vipera: error: parameter 'interface' does not accept 'Storyboard' (accepted: XIB, None)\n")
    }

    @Test func aBundleInTheProjectWorksByNameAndIsListedAndShown() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("PhotoCell", "Cell", "--param", "cellType=Collection", "--quiet")
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.projectFiles.filter { $0.hasPrefix("PhotoCell/") } == ["PhotoCell/PhotoCell.swift", "PhotoCell/PhotoCell.xib"])
        let list = try sandbox.run("templates", "list")
        #expect(
            list.stdout.hasPrefix(
                """
                Cell    A table or collection cell [project: \(sandbox.project.path)/.vipera/templates/Cell.xctemplate]
                Header  A view controller with Xcode's file header [project: \(sandbox.project.path)/.vipera/templates/Header.xctemplate]
                Screen  A screen, with an interactor or without [project: \(sandbox.project.path)/.vipera/templates/Screen.xctemplate]

                """), "\(list)")
        let show = try sandbox.run("templates", "show", "Screen")
        #expect(
            show.stdout.hasPrefix(
                """
                Screen: A screen, with an interactor or without
                source: project: \(sandbox.project.path)/.vipera/templates/Screen.xctemplate
                profile: none
                syntax: Xcode file template (TemplateInfo.plist, ___MACRO___ text macros)
                module name: option moduleName
                derived: productName = ___VARIABLE_moduleName___
                parameters:
                  interface: XIB, None (default None) - Where the view is laid out
                  complex: Simple, Interactor (default Interactor) - Complexity
                  screenName: any text (default ___VARIABLE_moduleName:identifier___ screen) - Analytics name
                files:

                """), "\(show)")
    }

    @Test(arguments: [
        (
            "TemplateInfo.plist", "<string>None</string>", "<string>None",
            ".vipera/templates/Screen.xctemplate/TemplateInfo.plist:44: is not a well-formed property list"
        ),
        (
            "NoneInteractor/___FILEBASENAME___Interactor.swift", "___DATE___", "___USERNAME___",
            ".vipera/templates/Screen.xctemplate/NoneInteractor/___FILEBASENAME___Interactor.swift:5: unknown macro ___USERNAME___"
        ),
    ])
    func aBrokenBundleIsAnErrorNamingTheFileAndNothingIsWritten(file: String, old: String, new: String, message: String) throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let path = ".vipera/templates/Screen.xctemplate/\(file)"
        try sandbox.write(try sandbox.read(path).replacingOccurrences(of: old, with: new), to: "project/\(path)")
        let before = sandbox.snapshot()
        let result = try sandbox.run("Login", "Screen")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("vipera: error: \(sandbox.project.path)/\(message)"), "\(result)")
        #expect(!result.showsFoundationError, "\(result)")
        #expect(sandbox.snapshot() == before)
    }

    @Test func aMalformedIDETemplateMacrosPlistIsAnErrorNamingItAndNothingIsWritten() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let plist = try sandbox.write("<plist><dict><key>FILEHEADER</key>\n", to: "home/Library/Developer/Xcode/UserData/IDETemplateMacros.plist")
        let before = sandbox.snapshot()
        let result = try sandbox.run("Login", "--template-dir", Self.fixtures.appendingPathComponent("Header.xctemplate").path)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("vipera: error: \(plist.path):"), "\(result)")
        #expect(result.stderr.contains(": is not a well-formed property list"), "\(result)")
        #expect(!result.showsFoundationError, "\(result)")
        #expect(sandbox.snapshot() == before)
        // vipera's own templates do not read it.
        #expect(try sandbox.run("Login", "--quiet").status == 0)
    }

    @Test func aPopupValueWithoutItsFolderIsAnErrorAndNothingIsWritten() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try FileManager.default.removeItem(at: sandbox.project.appendingPathComponent(".vipera/templates/Screen.xctemplate/NoneInteractor"))
        let before = sandbox.snapshot()
        let result = try sandbox.run("Login", "Screen")
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr.contains(
                "Screen.xctemplate: interface=None, complex=Interactor selects the folder 'NoneInteractor/', which the template does not have"), "\(result)")
        #expect(sandbox.snapshot() == before)
    }
}
