import Foundation
import TestSupport
import Testing
import ViperaGenerator

/// `___FILEHEADER___` and a team's `IDETemplateMacros.plist`, through fixture
/// `Header.xctemplate` (`//___FILEHEADER___`, `___TIME___`, `___PACKAGENAME___`).
@Suite struct XcodeFileHeaderTests {
    static let header = XcodeTemplateTests.fixtures.appendingPathComponent("Header.xctemplate")

    /// A project folder with `.vipera.yml` and a home, each file of `plists` (path → the
    /// `<dict>`'s contents) written as an `IDETemplateMacros.plist`.
    static func project(_ plists: [String: String] = [:]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("project: Shop\ncompany: Acme\n", to: "project/.vipera.yml")
        try FileManager.default.createDirectory(at: folder.path("home"), withIntermediateDirectories: true)
        for (path, entries) in plists {
            try folder.write(plist(entries), to: path)
        }
        return folder
    }

    static func plist(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries)
        </dict>
        </plist>

        """
    }

    /// Plans `Login` from `template` in `folder`'s project for the user `jane`: the rendered
    /// texts by path.
    static func plan(in folder: TemporaryDirectory, template: URL = header) throws -> [String: String] {
        let generator = Generator(workingDirectory: folder.path("project"), environment: ["HOME": folder.path("home").path, "USER": "jane"])
        let request = GenerationRequest(
            module: "Login", author: "Jane Doe", date: ISO8601DateFormatter().date(from: "2026-03-09T13:05:59Z"), templateDirectory: template
        )
        return Dictionary(
            uniqueKeysWithValues: try generator.plan(request).plan.entries.map {
                ($0.displayPath, String(decoding: $0.data, as: UTF8.self))
            })
    }

    /// The text of `Login/LoginViewController.swift` up to its class.
    static func head(in folder: TemporaryDirectory) throws -> String {
        let text = try #require(try plan(in: folder)["Login/LoginViewController.swift"])
        let end = try #require(text.range(of: "final class")).lowerBound
        return String(text[..<end])
    }

    @Test func withoutAPlistTheHeaderIsXcodes() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let files = try Self.plan(in: folder)
        #expect(
            files == [
                "Login/LoginViewController.swift": """
                //
                //  LoginViewController.swift
                //  Shop
                //
                //  Created by Jane Doe on 2026-03-09.
                //

                import UIKit

                /// Generated at 13:05 for Shop.
                final class LoginViewController: UIViewController {
                }

                """
            ], "\(files)")
    }

    @Test func theProjectsPlistGivesTheHeaderWhoseMacrosMayUseMacros() throws {
        let folder = try Self.project([
            "project/Shop.xcodeproj/xcshareddata/IDETemplateMacros.plist": """
            <key>FILEHEADER</key>
            <string> ___FILENAME___, part of ___PACKAGENAME:identifier___
            // ___TEAM_NOTICE___</string>
            <key>TEAM_NOTICE</key>
            <string>Maintained by ___ORGANIZATIONNAME___ (___FULLUSERNAME___) since ___YEAR___.</string>
            <key>ORGANIZATIONNAME</key>
            <string>Acme Mobile</string>
            """
        ])
        defer { folder.remove() }
        #expect(
            try Self.head(in: folder) == """
                // LoginViewController.swift, part of Shop
                // Maintained by Acme Mobile (Jane Doe) since 2026.

                import UIKit

                /// Generated at 13:05 for Shop.

                """)
    }

    @Test func eachMacroComesFromTheFirstPlistDefiningItInXcodesOrder() throws {
        let locations = [
            "project/Shop.xcodeproj/xcuserdata/jane.xcuserdatad", "project/Shop.xcodeproj/xcshareddata",
            "project/Shop.xcworkspace/xcuserdata/jane.xcuserdatad", "project/Shop.xcworkspace/xcshareddata",
            "home/Library/Developer/Xcode/UserData",
        ]
        // Location i defines L1…Li as `from i`: Lj is defined first at location j, then at each after it.
        var plists: [String: String] = [:]
        for (index, location) in locations.enumerated() {
            plists["\(location)/IDETemplateMacros.plist"] = (0...index)
                .map { "<key>L\($0 + 1)</key><string>from \(index + 1)</string>" }.joined(separator: "\n")
        }
        plists["home/Library/Developer/Xcode/UserData/IDETemplateMacros.plist"]? +=
            "\n<key>FILEHEADER</key><string> ___L1___, ___L2___, ___L3___, ___L4___, ___L5___</string>"
        let folder = try Self.project(plists)
        defer { folder.remove() }
        let head = try Self.head(in: folder)
        #expect(head.hasPrefix("// from 1, from 2, from 3, from 4, from 5\n"), "\(head)")
    }

    @Test func withoutAWorkspaceTheProjectsOwnIsRead() throws {
        let folder = try Self.project([
            "project/Shop.xcodeproj/project.xcworkspace/xcshareddata/IDETemplateMacros.plist": "<key>FILEHEADER</key><string> Shop</string>",
            "project/Other.xcodeproj/xcshareddata/IDETemplateMacros.plist": "<key>FILEHEADER</key><string> Other</string>",
        ])
        defer { folder.remove() }
        #expect(try Self.head(in: folder).hasPrefix("// Shop\n\nimport UIKit"))
    }

    @Test func aMalformedPlistIsAnErrorNamingIt() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let file = try folder.write(Self.plist("<key>FILEHEADER</key>\n<string> Acme"), to: "home/Library/Developer/Xcode/UserData/IDETemplateMacros.plist")
        let error = try #require(throws: GenerationError.self) { try Self.plan(in: folder) }
        let text = "\(error)"
        #expect(text.hasPrefix("\(file.path):"), "\(text)")
        #expect(text.contains("is not a well-formed property list"), "\(text)")
        #expect(!text.contains("NSCocoaErrorDomain") && !text.contains("3840") && !text.contains("Error Domain"), "\(text)")
    }

    @Test(arguments: [
        ("<key>FILEHEADER</key><array/>", "IDETemplateMacros.plist: macro 'FILEHEADER' must be a string, not an array"),
        ("<key>FILEHEADER</key><dict/>", "IDETemplateMacros.plist: macro 'FILEHEADER' must be a string, not a dictionary"),
        ("<key>COMPANY</key><data>QWNtZQ==</data>", "IDETemplateMacros.plist: macro 'COMPANY' must be a string, not data"),
    ])
    func aPlistThatDoesNotHoldMacrosIsAnError(entries: String, message: String) throws {
        let folder = try Self.project(["project/Shop.xcworkspace/xcshareddata/IDETemplateMacros.plist": entries])
        defer { folder.remove() }
        let error = try #require(throws: GenerationError.self) { try Self.plan(in: folder) }
        #expect("\(error)".contains("/project/Shop.xcworkspace/xcshareddata/\(message)"), "\(error)")
    }

    @Test func aMacroOfAPlistThatIsUnknownOrUsesItselfIsAnErrorAtTheTemplateLine() throws {
        let unknown = try Self.project([
            "home/Library/Developer/Xcode/UserData/IDETemplateMacros.plist": """
            <key>FILEHEADER</key><string> ___NOTICE___</string>
            <key>NOTICE</key><string>by ___WEBSITE___</string>
            """
        ])
        defer { unknown.remove() }
        let plist = unknown.path("home/Library/Developer/Xcode/UserData/IDETemplateMacros.plist").path
        let unknownError = try #require(throws: GenerationError.self) { try Self.plan(in: unknown) }
        #expect(
            "\(unknownError)".hasSuffix(
                "Header.xctemplate/___FILEBASENAME___ViewController.swift:1: ___FILEHEADER___ (defined in \(plist)): ___NOTICE___ (defined in \(plist)): unknown macro ___WEBSITE___ (vipera expands ___FILEHEADER___, ___FILENAME___, ___FILEBASENAME___, ___FILEBASENAMEASIDENTIFIER___, ___PROJECTNAME___, ___PACKAGENAME___, ___FULLUSERNAME___, ___DATE___, ___TIME___, ___YEAR___, ___ORGANIZATIONNAME___, ___COPYRIGHT___, ___UUID___, ___VARIABLE_<option>___ and the macros of IDETemplateMacros.plist)"
            ), "\(unknownError)")
        let cycle = try Self.project([
            "project/Shop.xcodeproj/xcshareddata/IDETemplateMacros.plist": """
            <key>FILEHEADER</key><string> ___NOTICE___</string>
            <key>NOTICE</key><string>see ___FILEHEADER:xml___</string>
            """
        ])
        defer { cycle.remove() }
        let cyclePlist = cycle.path("project/Shop.xcodeproj/xcshareddata/IDETemplateMacros.plist").path
        let cycleError = try #require(throws: GenerationError.self) { try Self.plan(in: cycle) }
        #expect(
            "\(cycleError)".hasSuffix(
                ":1: ___FILEHEADER___ (defined in \(cyclePlist)): ___NOTICE___ (defined in \(cyclePlist)): ___FILEHEADER:xml___ uses itself (FILEHEADER → NOTICE → FILEHEADER)"
            ), "\(cycleError)")
    }

    /// About 1 KB of plist whose macros each use the next ten times: ten billion uses, or
    /// terabytes, unless the expansion stops at its limits with an error naming the plist.
    @Test func macrosThatMultiplyStopAtALimitNamingThePlist() throws {
        let levels = (0..<10).map { level in
            "<key>L\(level)</key><string>\(String(repeating: "___L\(level + 1)___", count: 10))</string>"
        }
        for (last, limit) in [(String(repeating: "x", count: 200), "grow past 1 MiB"), ("", "expand more than 100000 times")] {
            let folder = try Self.project([
                "project/Shop.xcodeproj/xcshareddata/IDETemplateMacros.plist": "<key>FILEHEADER</key><string>___L0___</string>"
                    + levels.joined() + "<key>L10</key><string>\(last)</string>"
            ])
            defer { folder.remove() }
            let plist = folder.path("project/Shop.xcodeproj/xcshareddata/IDETemplateMacros.plist").path
            let start = Date()
            let error = try #require(throws: GenerationError.self) { try Self.plan(in: folder) }
            #expect(Date().timeIntervalSince(start) < 20)
            #expect("\(error)".hasPrefix("\(plist): the macros \(limit) (___FILEHEADER___ → ___L0___ → ___L1___"), "\(error)")
            #expect("\(error)".contains("used at \(Self.header.path)/___FILEBASENAME___ViewController.swift:1)"), "\(error)")
        }
    }

    @Test func viperasOwnTemplatesDoNotReadThePlists() throws {
        let folder = try Self.project(["home/Library/Developer/Xcode/UserData/IDETemplateMacros.plist": "<key>FILEHEADER</key><array/>"])
        defer { folder.remove() }
        let generator = Generator(workingDirectory: folder.path("project"), environment: ["HOME": folder.path("home").path, "USER": "jane"])
        #expect(try !generator.plan(GenerationRequest(module: "Login", template: "viper", author: "Jane Doe")).plan.entries.isEmpty)
    }
}
