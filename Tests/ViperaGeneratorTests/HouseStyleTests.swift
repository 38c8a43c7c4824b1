import Foundation
import TestSupport
import Testing

@testable import ViperaGenerator

/// A built-in template's Swift files are written in the project's indentation: `.editorconfig`,
/// else `.swift-format`, else what most of the project's Swift files do; strings and comments
/// are left as they are.
@Suite struct HouseStyleTests {
    static let date = ISO8601DateFormatter().date(from: "2026-01-01T12:00:00Z")

    private func presenter(in work: TemporaryDirectory, template: String? = nil) throws -> String {
        let plan = try Generator(workingDirectory: work.url, environment: [:])
            .plan(GenerationRequest(module: "Login", template: template, author: "Jane", date: Self.date)).plan
        let entry = try #require(plan.entries.first { $0.displayPath == "Login/Default/LoginDefaultPresenter.swift" })
        return String(decoding: entry.data, as: UTF8.self)
    }

    /// The indentation of the lines of `text` that are indented, as written.
    private func indents(_ text: String) -> Set<String> {
        Set(
            text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n").map { String($0.prefix { $0 == " " || $0 == "\t" }) }.filter {
                !$0.isEmpty
            })
    }

    @Test func withNothingSaidTheTemplatesOwnFourSpacesStay() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        #expect(indents(try presenter(in: work)).contains("    "))
        #expect(!indents(try presenter(in: work)).contains("  "))
    }

    @Test func anEditorConfigSectionForSwiftFilesGivesTheIndentation() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let fourSpaces = try presenter(in: work)
        try work.write("root = true\n\n[*]\nindent_size = 8\n\n[*.{swift,m}]\nindent_style = space\nindent_size = 2\n", to: ".editorconfig")
        let text = try presenter(in: work)
        #expect(indents(text).contains("  ") && !indents(text).contains("   "))
        // Only the indentation changed: each line is the four-space line with half its leading spaces.
        let original = fourSpaces.split(separator: "\n", omittingEmptySubsequences: false)
        let reindented = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(original.count == reindented.count)
        for (old, new) in zip(original, reindented) {
            let spaces = old.prefix { $0 == " " }.count
            #expect(new == String(repeating: " ", count: spaces / 4 * 2 + spaces % 4) + old.dropFirst(spaces))
        }
    }

    @Test func tabsAndCRLFFromEditorConfig() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("[*.swift]\nindent_style = tab\nend_of_line = crlf\n", to: ".editorconfig")
        let text = try presenter(in: work)
        #expect(indents(text).contains("\t"))
        #expect(!indents(text).contains { $0.contains(" ") && $0.count >= 4 })
        #expect(text.contains("\r\n") && !text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func aModuleWrittenInTheHouseStyleIsUnchangedWhenGeneratedAgainAnotherDay() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("[*.swift]\nindent_style = tab\nend_of_line = crlf\n", to: ".editorconfig")
        let generator = Generator(workingDirectory: work.url, environment: [:])
        try generator.write(try generator.plan(GenerationRequest(module: "Login", author: "Jane", date: Self.date)).plan, policy: .refuse)
        let nextYear = ISO8601DateFormatter().date(from: "2027-05-01T12:00:00Z")
        let again = try generator.plan(GenerationRequest(module: "Login", author: "Bob", date: nextYear)).plan
        #expect(again.entries.allSatisfy { $0.status == .unchanged })
    }

    @Test func theProjectsSwiftFormatWhenNoEditorConfigSays() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write(#"{"version": 1, "indentation": {"spaces": 3}}"#, to: ".swift-format")
        #expect(indents(try presenter(in: work)).contains("   "))
        try work.write("not json", to: ".swift-format")
        #expect(throws: GenerationError.self) { try presenter(in: work) }
        do { _ = try presenter(in: work) } catch {
            #expect("\(error)" == "\(work.path(".swift-format").path): it is not a JSON object, as swift-format reads it")
        }
    }

    @Test func elseWhatMostOfTheProjectsFilesDo() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let twoSpaces = "final class A {\n  func f() {\n    if true {\n      print(1)\n    }\n  }\n}\n"
        let fourSpaces = "final class B {\n    func f() {\n        print(1)\n    }\n}\n"
        try work.write(twoSpaces, to: "App/A.swift")
        try work.write(twoSpaces, to: "App/C.swift")
        try work.write(fourSpaces, to: "App/B.swift")
        #expect(HouseStyle.step(in: twoSpaces) == .spaces(2))
        #expect(indents(try presenter(in: work)).contains("  "))
        #expect(!indents(try presenter(in: work)).contains("   "))
    }

    /// The step a file indents by, read from its bytes: tabs, comment lines and blank lines,
    /// characters of more than one byte before the code, a line feed after a carriage return
    /// (which does not end a line), empty lines first, and ties (a tab first, then the smaller
    /// step, whatever order a dictionary would list them in).
    @Test(arguments: [
        ("struct A {\n\tlet a = 1\n\tlet b = 2\n}\n", Indentation.Unit.tab),
        ("/**\n * Doc.\n */\nstruct A {\n\n  let a = 1\n  func f() {\n    g()\n  }\n}\n", .spaces(2)),
        ("enum É {\n   case é\n   func f() {\n      ü()\n   }\n}\n", .spaces(3)),
        ("a {\r\n    b\r\n        c\r\n            e\r\n}\n   d\n", .spaces(3)),
        ("\n\n\tlet a\n  b\n    c\n      d\n", .spaces(2)),
        ("a {\n  b\n}\n\tc\n", .tab),
        ("a\n    b\nc\n  d\n", .spaces(2)),
    ])
    func theStepOfAFile(text: String, step: Indentation.Unit) {
        #expect(HouseStyle.step(in: text) == step)
        #expect(HouseStyle.step(in: Array(text.utf8)) == step)
    }

    @Test func aTeamsOwnTemplateIsWrittenAsItIs() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write("[*.swift]\nindent_size = 2\n", to: ".editorconfig")
        try work.write("final class {{ module }}Screen {\n    let x = 1\n}\n", to: ".vipera/templates/Screen/{{module}}Screen.swift")
        let plan = try Generator(workingDirectory: work.url, environment: [:])
            .plan(GenerationRequest(module: "Login", template: "Screen", author: "Jane", date: Self.date)).plan
        #expect(plan.entries.map { String(decoding: $0.data, as: UTF8.self) } == ["final class LoginScreen {\n    let x = 1\n}\n"])
    }

    @Test func stringsAndBlockCommentsAreLeftAsTheyAre() {
        let source = """
            struct A {
                /* a block
                    comment */
                let text = \"\"\"
                    kept
                        as is
                    \"\"\"
                let other = "    inline"
                func f() {
                      aligned()
                }
            }

            """
        let expected = """
            struct A {
              /* a block
                    comment */
              let text = \"\"\"
                    kept
                        as is
                    \"\"\"
              let other = "    inline"
              func f() {
                  aligned()
              }
            }

            """
        #expect(Reindentation.apply(source, to: Indentation(unit: .spaces(2))) == expected)
    }
}
