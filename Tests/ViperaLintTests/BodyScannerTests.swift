import Testing
@testable import ViperaLint

/// `BodyScanner` finds the capitalised names a body mentions as the visitor would, and knows
/// when a body needs the visitor after all.
@Suite struct BodyScannerTests {
    private func scan(_ body: String) -> BodyScanner {
        let bytes = Array(body.utf8)
        return BodyScanner(bytes, range: 0..<bytes.count)
    }

    @Test func findsNamesOutsideCommentsAndStrings() {
        let scanner = scan("""
            {
                // UIView in a comment
                /* UILabel /* nested UIButton */ still comment */
                let view = UIViewController()
                print("UIImage \\(UIScreen.main) \\\"UIColor\\\"", #"raw UIFont \\#(UIDevice.current)"#)
                let text = \"\"\"
                UITableView \\(Formatter.shared)
                \"\"\"
                `Escaped`.run(0x1F, 1.5e3, Self.self)
            }
            """)
        #expect(!scanner.needsVisit)
        #expect(scanner.names.map(\.text) == ["UIViewController", "UIScreen", "UIDevice", "Formatter", "Escaped", "Self"])
    }

    @Test(arguments: [
        "{ self.handler = { self.run() } }",
        "{ session.onExpire =\n    { [weak self] in self?.stop() } }",
        "{ final class Local {} }",
        "{ struct Row { let a: Int } }",
    ])
    func needsTheVisitorFor(body: String) {
        #expect(scan(body).needsVisit)
    }

    @Test(arguments: ["{ if a == { b }() {} }", "{ x += 1; y != z; a <= b }", "{ let classy = 1; structure() }"])
    func doesNotNeedTheVisitorFor(body: String) {
        #expect(!scan(body).needsVisit)
    }

    @Test func reportsWhereEachNameIs() {
        let body = "{ let a = Foo() }"
        let name = scan(body).names.first
        #expect(name?.text == "Foo")
        #expect(name?.range == 10..<13)
    }
}
