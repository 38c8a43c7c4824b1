import SwiftParser
import SwiftSyntax
import Testing

@testable import ViperaLint

/// `BodyScanner` finds the capitalised names a body mentions as the visitor would, and knows
/// when a body needs the visitor after all.
@Suite struct BodyScannerTests {
    /// Scans the first function of `source`, with its parameters.
    private func scan(_ source: String) throws -> BodyScanner {
        let tree = Parser.parse(source: source)
        let function = try #require(tree.statements.first?.item.as(FunctionDeclSyntax.self))
        var scanner = BodyScanner(source: BodyScanner.parsedSource(of: function))
        scanner.scan(function, in: EnclosingFunction(function))
        return scanner
    }

    /// One scanner reads every body of a file: each scan starts afresh.
    @Test func aScanForgetsThePreviousOne() throws {
        let tree = Parser.parse(source: "func f() { run { self.stop(Alpha()) } }\nfunc g() { Beta.run() }")
        let functions = tree.statements.compactMap { $0.item.as(FunctionDeclSyntax.self) }
        var scanner = BodyScanner(source: BodyScanner.parsedSource(of: tree))
        scanner.scan(functions[0], in: EnclosingFunction(functions[0]))
        #expect(scanner.needsVisit)
        scanner.scan(functions[1], in: EnclosingFunction(functions[1]))
        #expect(!scanner.needsVisit)
        #expect(scanner.names.map(\.text) == ["Beta"])
    }

    @Test func findsNamesOutsideCommentsStringsAndRegexLiterals() throws {
        let scanner = try scan(
            """
            func f(_ a: Alpha) {
                // UIView in a comment
                /* UILabel /* nested UIButton */ still comment */
                let view = UIViewController()
                print("UIImage \\(UIScreen.main) \\"UIColor\\"", #"raw UIFont \\#(UIDevice.current)"#)
                let text = \"\"\"
                UITableView \\(Formatter.shared)
                \"\"\"
                let regex = #/"UIStackView/#
                `Escaped`.run(0x1F, 1.5e3, Self.self, Label: Beta.self)
            }
            """)
        #expect(!scanner.needsVisit)
        #expect(scanner.names.map(\.text) == ["Alpha", "UIViewController", "UIScreen", "UIDevice", "Formatter", "Self", "Beta"])
    }

    @Test(arguments: [
        "func f() { self.handler = { run() } }",
        "func f() { session.onExpire =\n    { [weak self] in self?.stop() } }",
        "func f() { run { self.stop() } }",
        "func f() { final class Local {} }",
        "func f() { struct Row { let a: Int } }",
        "func f() { typealias Handler = () -> Void }",
        "func f() { func inner(value: Int) { stored = value } }",
    ])
    func needsTheVisitorFor(body: String) throws {
        #expect(try scan(body).needsVisit)
    }

    @Test func needsTheVisitorWhenAParameterIsAssigned() throws {
        #expect(try scan("func f(completion: Int) { stored = completion }").needsVisit)
        #expect(try !scan("func f(completion: Int) { stored = other }").needsVisit)
    }

    @Test(arguments: [
        "func f() { if a == { b }() {} }", "func f() { x += 1; y != z; a <= b }", "func f() { let classy = 1; structure() }",
        "func f() { if a { self.run() } }", "func f() { let quote = #/\"/#; _ = \"{ self.x = { } }\" }",
    ])
    func doesNotNeedTheVisitorFor(body: String) throws {
        #expect(try !scan(body).needsVisit)
    }

    @Test func reportsWhereEachNameIs() throws {
        let body = "func f() { let a = Foo() }"
        let name = try scan(body).names.first
        #expect(name?.text == "Foo")
        #expect(name?.range == 19..<22)
    }
}
