import Foundation
import TestSupport
import Testing
import ViperaSupport
import Yams

/// The one escaper of each structured format: what each writes, and that an independent parser
/// reads back the text (XML: Python's `xml.etree`; YAML: Yams).
@Suite struct StructuredTextTests {
    static let hostile = "Evil\u{1B}[2J\nfake.swift:1:1 <a href=\"x\">'&'</a>\t\r\u{0}\u{7F}\u{2028}é"

    @Test func xmlEscapesMarkupAndShowsWhatXMLCannotHold() {
        #expect(XMLText.escaped("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;")
        #expect(XMLText.escaped("1\n2\t3\r") == "1&#10;2&#9;3&#13;")
        #expect(XMLText.escaped("\u{1B}[2J\u{0}\u{FFFE}") == "\\u{1B}[2J\\u{0}\\u{FFFE}")
        #expect(XMLText.escaped("é → \u{7F}") == "é → \u{7F}")
    }

    @Test func xmlOfHostileTextIsWellFormedAndReadsBack() throws {
        let document = "<r a=\"\(XMLText.escaped(Self.hostile))\" b='\(XMLText.escaped(Self.hostile))'>\(XMLText.escaped(Self.hostile))</r>"
        guard let parsed = try XMLOracle.parsedValues(document) else { return }
        let readBack = Self.hostile.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}").replacingOccurrences(of: "\u{0}", with: "\\u{0}")
        #expect(try parsed.get() == [readBack, readBack, readBack])
    }

    @Test func yamlQuotesWhatYAMLWouldFoldOrDrop() throws {
        #expect(YAMLText.quoted("a\\b\"c") == #""a\\b\"c""#)
        #expect(YAMLText.quoted("Odd\nName\t\u{1B}\u{2028}\u{FEFF}") == #""Odd\nName\t\u001B\u2028\uFEFF""#)
        for text in [Self.hostile, "", " leading and trailing ", "#not a comment", "- item", "key: value", "'single'"] {
            let node = try #require(try Yams.compose(yaml: "value: \(YAMLText.quoted(text))\n"))
            #expect(node["value"]?.string == text, "\(text.debugDescription)")
        }
    }

    @Test func yamlCommentsStayOnOneLine() {
        #expect(YAMLText.comment("a\nb\u{2028}c") == "a\\nb\\u{2028}c")
    }

    @Test func markdownEscapesInlineMarkupAndCodeSpansFence() {
        #expect(MarkdownText.escaped("<M>|*_`x`") == "\\<M\\>\\|\\*\\_\\`x\\`")
        #expect(MarkdownText.escaped("a\nb") == #"a\\nb"#)
        #expect(MarkdownText.code("a``b") == "```a``b```")
    }

    @Test func markdownTableCellsEscapeBarsEverywhereAndAnglesOutsideCodeSpans() {
        #expect(MarkdownText.tableCell("<M>s a|b `<d>|e` $x_y~") == "&lt;M>s a\\|b `<d>\\|e` $x_y~")
        #expect(MarkdownText.tableCell(MarkdownText.code("--path <dir>")) == "`--path <dir>`")
    }
}
