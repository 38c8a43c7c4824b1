import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// A broken `.xctemplate` bundle is an error naming the file at fault, and where.
@Suite struct XcodeTemplateBadInputTests {
    /// A copy of fixture `Screen.xctemplate` in a temporary folder, with `edit` applied to it.
    static func screenCopy(_ edit: (URL) throws -> Void) throws -> (folder: TemporaryDirectory, bundle: URL) {
        let folder = try TemporaryDirectory()
        let bundle = folder.path("Screen.xctemplate")
        try FileManager.default.copyItem(at: XcodeTemplateTests.fixtures.appendingPathComponent("Screen.xctemplate"), to: bundle)
        try edit(bundle)
        return (folder, bundle)
    }

    /// The error planning `Login` from a copy of `Screen.xctemplate` edited by `edit` gives.
    static func error(parameters: [String: String] = [:], _ edit: (URL) throws -> Void) throws -> GenerationError {
        let (folder, bundle) = try screenCopy(edit)
        defer { folder.remove() }
        return try #require(throws: GenerationError.self) {
            try XcodeTemplateTests.plan("", parameters: parameters, templateFolder: bundle)
        }
    }

    static func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) has no \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    static func plist(_ bundle: URL) -> URL { bundle.appendingPathComponent("TemplateInfo.plist") }

    @Test func aMalformedPlistIsAnErrorAtItsLine() throws {
        let error = try Self.error {
            try Self.replace("<string>None</string>\n\t\t\t<key>Values</key>", with: "<string>None\n\t\t\t<key>Values</key>", in: Self.plist($0))
        }
        let text = "\(error)"
        #expect(text.contains("Screen.xctemplate/TemplateInfo.plist:"), "\(text)")
        #expect(text.contains("is not a well-formed property list"), "\(text)")
        #expect(!text.contains("NSCocoaErrorDomain") && !text.contains("3840"), "\(text)")
    }

    /// Xcode reads binary property lists too: the same plist in binary plans the same files; cut
    /// short, it is an error saying so (not "not UTF-8", nor a complaint about text).
    @Test func aBinaryPlistIsReadAndACutShortOneIsAnError() throws {
        func binary(_ bundle: URL, keeping: (Data) -> Data) throws {
            let value = try PropertyListSerialization.propertyList(from: try Data(contentsOf: Self.plist(bundle)), options: [], format: nil)
            let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            #expect(data.starts(with: Array("bplist".utf8)))
            try keeping(data).write(to: Self.plist(bundle))
        }
        let (xmlFolder, xmlBundle) = try Self.screenCopy { _ in }
        defer { xmlFolder.remove() }
        let (binaryFolder, binaryBundle) = try Self.screenCopy { try binary($0) { $0 } }
        defer { binaryFolder.remove() }
        let fromXML = try XcodeTemplateTests.plan("", templateFolder: xmlBundle).files
        #expect(!fromXML.isEmpty)
        #expect(try XcodeTemplateTests.plan("", templateFolder: binaryBundle).files == fromXML)
        for length in [30, 60] {
            let error = try Self.error { try binary($0) { $0.prefix(length) } }
            #expect(
                "\(error)".hasSuffix("Screen.xctemplate/TemplateInfo.plist: is a binary property list that cannot be read: it is cut short or damaged"),
                "\(error)")
        }
    }

    @Test func aBundleWithoutItsPlistIsAnError() throws {
        let error = try Self.error { try FileManager.default.removeItem(at: Self.plist($0)) }
        #expect(
            "\(error)".hasSuffix("Screen.xctemplate/TemplateInfo.plist: is missing: an Xcode template bundle (.xctemplate) describes its options in it"),
            "\(error)")
    }

    @Test(arguments: [
        (
            "<array>\n\t\t<dict>\n\t\t\t<key>Identifier</key>\n\t\t\t<string>moduleName</string>",
            "<array>\n\t\t<dict>\n\t\t\t<key>Identifier</key>\n\t\t\t<string>module name</string>",
            "option 1 of 'Options' needs an 'Identifier' made of letters, digits and underscores"
        ),
        (
            "<string>Xcode.IDEKit.TextSubstitutionFileTemplateKind</string>", "<string>Xcode.Xcode3.ProjectTemplateUnitKind</string>",
            "has Kind 'Xcode.Xcode3.ProjectTemplateUnitKind'; vipera renders file templates"
        ),
        (
            "<string>popup</string>\n\t\t\t<key>Default</key>\n\t\t\t<string>None</string>",
            "<string>class</string>\n\t\t\t<key>Default</key>\n\t\t\t<string>None</string>",
            "option 'interface' has Type 'class', which vipera does not render (it renders text, static, popup and checkbox options)"
        ),
        (
            "<string>None</string>\n\t\t\t<key>Values</key>", "<string>Storyboard</string>\n\t\t\t<key>Values</key>",
            "option 'interface': 'Default' 'Storyboard' is not one of its Values (XIB, None)"
        ),
        (
            "<string>___VARIABLE_moduleName___</string>", "<string>___VARIABLE_moduleName___Screen</string>",
            "static option 'productName' must be one text option (___VARIABLE_<option>___), which takes the module name; it is '___VARIABLE_moduleName___Screen'"
        ),
    ])
    func aPlistViperaCannotRenderAsXcodeWouldIsRefused(old: String, new: String, message: String) throws {
        let error = try Self.error { try Self.replace(old, with: new, in: Self.plist($0)) }
        #expect("\(error)".contains("Screen.xctemplate/TemplateInfo.plist: \(message)"), "\(error)")
    }

    @Test func aMacroViperaDoesNotKnowIsAnErrorAtItsFileAndLine() throws {
        let unknown = try Self.error(parameters: ["complex": "Simple"]) { bundle in
            try Self.replace(
                "//  ___COPYRIGHT___", with: "//  ___USERNAME___", in: bundle.appendingPathComponent("NoneSimple/___FILEBASENAME___ViewController.swift"))
        }
        #expect(
            "\(unknown)".hasSuffix(
                "NoneSimple/___FILEBASENAME___ViewController.swift:6: unknown macro ___USERNAME___ (vipera expands ___FILEHEADER___, ___FILENAME___, ___FILEBASENAME___, ___FILEBASENAMEASIDENTIFIER___, ___PROJECTNAME___, ___PACKAGENAME___, ___FULLUSERNAME___, ___DATE___, ___TIME___, ___YEAR___, ___ORGANIZATIONNAME___, ___COPYRIGHT___, ___UUID___, ___VARIABLE_<option>___ and the macros of IDETemplateMacros.plist)"
            ), "\(unknown)")
        let modifier = try Self.error(parameters: ["complex": "Simple"]) { bundle in
            try Self.replace(
                "___PROJECTNAME___", with: "___PROJECTNAME:lowercase___", in: bundle.appendingPathComponent("NoneSimple/___FILEBASENAME___ViewController.swift")
            )
        }
        #expect(
            "\(modifier)".hasSuffix(
                ":3: unknown modifier 'lowercase' in ___PROJECTNAME:lowercase___ (known: bundleIdentifier, deletingLastPathComponent, deletingPathExtension, deletingTrailingDot, identifier, lastPathComponent, pathExtension, rfc1034Identifier, xml)"
            ), "\(modifier)")
        let option = try Self.error { bundle in
            try Self.replace(
                "___VARIABLE_screenName___", with: "___VARIABLE_title___",
                in: bundle.appendingPathComponent("NoneInteractor/___FILEBASENAME___ViewController.swift"))
        }
        #expect(
            "\(option)".hasSuffix(
                "NoneInteractor/___FILEBASENAME___ViewController.swift:12: ___VARIABLE_title___ names no option of the template (its options: moduleName, productName, interface, complex, screenName)"
            ), "\(option)")
    }

    @Test func aFileNameCannotUseTheNameOfTheFileItNames() throws {
        let error = try Self.error { bundle in
            try FileManager.default.moveItem(
                at: bundle.appendingPathComponent("NoneInteractor/___FILEBASENAME___Interactor.swift"),
                to: bundle.appendingPathComponent("NoneInteractor/___FILENAME___.swift")
            )
        }
        #expect("\(error)".hasSuffix("NoneInteractor/___FILENAME___.swift: ___FILENAME___ cannot be used in a file name"), "\(error)")
    }

    @Test func aPopupValueWithoutItsFolderIsAnErrorNamingTheFolder() throws {
        let error = try Self.error(parameters: ["interface": "XIB"]) { bundle in
            try FileManager.default.removeItem(at: bundle.appendingPathComponent("XIBInteractor"))
        }
        #expect(
            "\(error)".hasSuffix(
                "Screen.xctemplate: interface=XIB, complex=Interactor selects the folder 'XIBInteractor/', which the template does not have (its folders: NoneInteractor/, NoneSimple/, XIBSimple/)"
            ), "\(error)")
    }

    @Test func textAroundMacrosIsLeftAsItIs() throws {
        let (folder, bundle) = try Self.screenCopy { bundle in
            try Self.replace(
                "import UIKit", with: "import UIKit // ______ __init__ ___lower___ ___ ___A1",
                in: bundle.appendingPathComponent("NoneSimple/___FILEBASENAME___ViewController.swift"))
        }
        defer { folder.remove() }
        let (_, files) = try XcodeTemplateTests.plan("", parameters: ["complex": "Simple"], templateFolder: bundle)
        #expect(try #require(files["Login/LoginViewController.swift"]).contains("import UIKit // ______ __init__ ___lower___ ___ ___A1\n"))
    }
}
