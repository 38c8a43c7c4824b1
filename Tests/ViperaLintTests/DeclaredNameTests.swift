import Foundation
import TestSupport
import Testing

@testable import ViperaLint

/// The detection's line scan reads declarations exactly as the regular expression it replaces
/// (kept here as the oracle) reads them, over every Swift file of the repository's tests and
/// templates and over tricky lines.
@Suite struct DeclaredNameTests {
    private static let pattern = try! NSRegularExpression(
        pattern:
            #"^[ \t]*(?:@\w+[ \t]+)*(?:(?:public|internal|private|fileprivate|open|final)[ \t]+)*(protocol|class|struct|enum|actor|typealias)[ \t]+([A-Z]\w*)([^{\n]*)"#,
        options: [.anchorsMatchLines]
    )

    /// What the regular expression reads in `text`, with `DeclaredName`'s own clause reading.
    static func oracle(_ text: String) -> [DeclaredName] {
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { match in
            guard let kindRange = Range(match.range(at: 1), in: text), let nameRange = Range(match.range(at: 2), in: text),
                let restRange = Range(match.range(at: 3), in: text)
            else { return nil }
            var kind = String(text[kindRange])
            let rest = String(text[restRange])
            if kind == "typealias" {
                guard rest.contains("&") else { return nil }
                kind = "protocol"
            }
            let clause = rest.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first ?? ""
            let inherited = clause.split(whereSeparator: { ",&=".contains($0) }).map {
                $0.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            }.filter { !$0.isEmpty }.map(String.init)
            return DeclaredName(kind: kind, name: String(text[nameRange]), inherited: inherited)
        }
    }

    static let tricky = [
        "@MainActor final class LoginView: UIViewController, LoginViewInput {",
        "  @objc(Foo) class Bar: NSObject {}",
        "\t@available(iOS 13, *) public struct S {}",
        "public final class A<T>: B, C where T: D {",
        "typealias LoginModule = LoginModuleInput & LoginModuleOutput",
        "typealias Handler = () -> Void",
        "private protocol P: AnyObject{}",
        "class lower {}",
        "final  class   Spaced :  X ,Y{",
        "classic Foo",
        "open class Ünïcode: Base {}",
        "enum E: String, CaseIterable { case a }",
        "actor Store: Sendable {",
        "@propertyWrapper struct W {",
        "final class",
        "@ class X {}",
        "public private(set) var x = 1",
        "class X: A, // comment\n  B {",
        "class G: Generic<Arg, Other>, ,P {",
        "class U: Bäse, Ünï , Plain {",
        "struct Z:Q&R=S {",
        "class Colon: ",
    ].joined(separator: "\n")

    @Test func readsTheInheritanceClause() {
        let names = DeclaredName.scan(Self.tricky)
        #expect(names.first == DeclaredName(kind: "class", name: "LoginView", inherited: ["UIViewController", "LoginViewInput"]))
        #expect(names.contains(DeclaredName(kind: "class", name: "Spaced", inherited: ["X", "Y"])))
        #expect(names.contains(DeclaredName(kind: "protocol", name: "P", inherited: ["AnyObject"])))
    }

    @Test func scansAsTheRegularExpressionDoes() {
        #expect(DeclaredName.scan(Self.tricky) == Self.oracle(Self.tricky))
        let roots = ["Tests", "Templates"].map(Locations.packageRoot.appendingPathComponent)
        var checked = 0
        for root in roots {
            for path in TemporaryDirectory.files(in: root) where path.hasSuffix(".swift") || path.hasSuffix(".stencil") {
                guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
                #expect(DeclaredName.scan(text) == Self.oracle(text), "\(path)")
                checked += 1
            }
        }
        #expect(checked > 300)
    }
}
