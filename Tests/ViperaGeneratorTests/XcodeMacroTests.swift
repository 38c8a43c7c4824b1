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
}
