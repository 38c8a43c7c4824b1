import Foundation
import Testing

@testable import ViperaGenerator

/// Xcode's text macros and their modifiers, as `XcodeMacros` expands them.
@Suite struct XcodeMacroTests {
    static let macros = XcodeMacros(
        values: ["VARIABLE_name": "My Shop/App.v2.", "VARIABLE_file": "Sources/Login View.swift", "PROJECTNAME": "<A & 'B'>", "YEAR": "2026"],
        options: ["name", "file", "unset"]
    )

    static func expand(_ text: String) throws -> String {
        try macros.expand(text, location: "T.swift", place: "file contents")
    }

    @Test(arguments: [
        ("identifier", "My_Shop_App_v2_"),
        ("RFC1034Identifier", "My-Shop-App-v2-"),
        ("rfc1034identifier", "My-Shop-App-v2-"),
        ("bundleIdentifier", "My-Shop-App.v2."),
        ("deletingTrailingDot", "My Shop/App.v2"),
        ("lastPathComponent", "App.v2."),
        ("deletingLastPathComponent", "My Shop"),
    ])
    func modifiersOfTheDocumentedList(modifier: String, expected: String) throws {
        #expect(try Self.expand("___VARIABLE_name:\(modifier)___") == expected)
    }

    @Test func pathModifiersChainWithColonsOrCommas() throws {
        #expect(try Self.expand("___VARIABLE_file:lastPathComponent:deletingPathExtension___") == "Login View")
        #expect(try Self.expand("___VARIABLE_file:lastPathComponent,deletingPathExtension,identifier___") == "Login_View")
        #expect(try Self.expand("___VARIABLE_file:pathExtension___") == "swift")
        #expect(try Self.expand("___PROJECTNAME:xml___") == "&lt;A &amp; &apos;B&apos;&gt;")
    }

    @Test func anIdentifierStartingWithADigitGetsAnUnderscore() {
        #expect(XcodeMacroModifier.identifier("2048 Game") == "_2048_Game")
        #expect(XcodeMacroModifier.identifier("Café") == "Caf_")
    }

    @Test func macrosAreFoundWhereverTheyAreAndOtherUnderscoresAreText() throws {
        #expect(try Self.expand("a___YEAR___b ______ ___YEAR___YEAR___ __YEAR__") == "a2026b ______ 2026YEAR___ __YEAR__")
        #expect(XcodeMacros.soleVariable("___VARIABLE_name:identifier___") == "name")
        #expect(XcodeMacros.soleVariable("___VARIABLE_name___x") == nil)
        #expect(XcodeMacros.soleVariable("___YEAR___") == nil)
    }

    @Test func anOptionWithoutAValueHereIsNamedAsSuch() {
        #expect(throws: GenerationError.render(location: "T.swift:2", message: "___VARIABLE_unset___ cannot be used in file contents")) {
            try Self.expand("x\n___VARIABLE_unset___")
        }
        #expect(throws: GenerationError.render(location: "T.swift:1", message: "___FILENAME___ cannot be used in file contents")) {
            try Self.expand("___FILENAME___")
        }
    }

    @Test func everyUUIDIsAFreshUpperCaseOne() throws {
        let text = try Self.expand("___UUID___ ___UUID___ ___UUID:identifier___")
        let uuids = text.split(separator: " ").map(String.init)
        #expect(uuids.count == 3)
        #expect(Set(uuids).count == 3, "\(text)")
        for uuid in uuids.prefix(2) {
            #expect(UUID(uuidString: uuid) != nil && uuid == uuid.uppercased(), "\(uuid)")
        }
        #expect(uuids[2].count >= 36 && !uuids[2].contains("-"), "\(uuids[2])")
    }

    @Test func theTimeIsTheMinuteOfTheDayInUTC() {
        let time = { (seconds: TimeInterval) in RenderContext(module: "M", author: "A", date: Date(timeIntervalSince1970: seconds), project: "P").time }
        #expect(time(1_767_268_800) == "12:00")
        #expect(time(1_767_268_800 + 3_599) == "12:59")
        #expect(time(0) == "00:00")
        #expect(time(86_399) == "23:59")
        #expect(time(-60) == "23:59")
    }

    @Test func definitionsAreExpandedWhereTheyAreUsedAndNamesMayHoldSingleUnderscores() throws {
        var macros = Self.macros
        macros.definitions = [
            "COMPANY_NAME": IDETemplateMacros.Definition(value: "___PROJECTNAME:xml___ ___YEAR___", file: "/p/IDETemplateMacros.plist"),
            "YEAR": IDETemplateMacros.Definition(value: "hidden by the value", file: nil),
        ]
        #expect(
            try macros.expand("(___COMPANY_NAME___) ___A__B___ ___C_D", location: "T.swift", place: "file contents")
                == "(&lt;A &amp; &apos;B&apos;&gt; 2026) ___A__B___ ___C_D")
        #expect(
            throws: GenerationError.render(
                location: "T.swift:1",
                message: "___COMPANY_NAME___ (defined in /p/IDETemplateMacros.plist): ___VARIABLE_unset___ cannot be used in file contents"
            )
        ) {
            macros.definitions["COMPANY_NAME"] = IDETemplateMacros.Definition(value: "___VARIABLE_unset___", file: "/p/IDETemplateMacros.plist")
            _ = try macros.expand("___COMPANY_NAME___", location: "T.swift", place: "file contents")
        }
    }

    @Test func xcodesPlistsAreReadInXcodesOrder() {
        let files = IDETemplateMacros.searchOrder(
            project: URL(fileURLWithPath: "/w/Shop.xcodeproj"), workspace: URL(fileURLWithPath: "/w/Shop.xcworkspace"),
            user: "jane", home: URL(fileURLWithPath: "/home/jane")
        ).map(\.path)
        #expect(
            files == [
                "/w/Shop.xcodeproj/xcuserdata/jane.xcuserdatad/IDETemplateMacros.plist",
                "/w/Shop.xcodeproj/xcshareddata/IDETemplateMacros.plist",
                "/w/Shop.xcworkspace/xcuserdata/jane.xcuserdatad/IDETemplateMacros.plist",
                "/w/Shop.xcworkspace/xcshareddata/IDETemplateMacros.plist",
                "/home/jane/Library/Developer/Xcode/UserData/IDETemplateMacros.plist",
            ])
        #expect(
            IDETemplateMacros.searchOrder(project: nil, workspace: nil, user: nil, home: URL(fileURLWithPath: "/h")).map(\.path)
                == ["/h/Library/Developer/Xcode/UserData/IDETemplateMacros.plist"])
        let folder = URL(fileURLWithPath: "/w")
        #expect(IDETemplateMacros.bundles(in: folder, entries: ["A.xcodeproj", "Shop.xcodeproj"], projectName: "Shop").project?.path == "/w/Shop.xcodeproj")
        #expect(IDETemplateMacros.bundles(in: folder, entries: ["A.xcodeproj", "B.xcodeproj"], projectName: "Shop") == (nil, nil))
        #expect(
            IDETemplateMacros.bundles(in: folder, entries: ["App.xcodeproj"], projectName: "Shop").workspace?.path == "/w/App.xcodeproj/project.xcworkspace")
        #expect(
            IDETemplateMacros.bundles(in: folder, entries: ["App.xcodeproj", "App.xcworkspace"], projectName: "Shop").workspace?.path == "/w/App.xcworkspace")
    }
}
