import SwiftParser
import SwiftSyntax
import Testing

@testable import ViperaLint

/// The collector's line table places every offset where SwiftSyntax's converter does.
@Suite struct LineTableTests {
    @Test(arguments: [
        "let a = 1\nlet b = 2\n",
        "let a = 1\r\nlet b = \"é\"\rlet c = 3",
        "/* a\n\n b */ struct 🦊 {}\n\n",
        "",
        "\n\r\n\r",
    ])
    func matchesSourceLocationConverter(text: String) {
        let converter = SourceLocationConverter(fileName: "F.swift", tree: Parser.parse(source: text))
        let table = LineTable(text)
        for offset in 0...text.utf8.count + 1 {
            let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
            #expect(table.position(at: offset) == SourcePosition(line: expected.line, column: expected.column), "offset \(offset)")
        }
    }

    /// Lines and columns back to offsets as the converter clamps them (the fix planner reads
    /// findings' positions without parsing the file).
    @Test(arguments: [
        "let a = 1\nlet b = 2\n",
        "let a = 1\r\nlet b = \"é\"\rlet c = 3",
        "",
        "\n\r\n\r",
    ])
    func offsetsMatchSourceLocationConverter(text: String) {
        let converter = SourceLocationConverter(fileName: "F.swift", tree: Parser.parse(source: text))
        let table = LineTable(text)
        for line in -1...6 {
            for column in -1...14 {
                #expect(
                    table.offset(ofLine: line, column: column) == converter.position(ofLine: line, column: column).utf8Offset,
                    "line \(line), column \(column)")
            }
        }
    }

    @Test func suppressionPrefixSearch() {
        #expect(SuppressionComment.mayOccur(in: "x // vipera:disable"))
        #expect(SuppressionComment.mayOccur(in: "vipera:"))
        #expect(!SuppressionComment.mayOccur(in: "vipera"))
        #expect(!SuppressionComment.mayOccur(in: "viper: vipera-"))
    }
}
