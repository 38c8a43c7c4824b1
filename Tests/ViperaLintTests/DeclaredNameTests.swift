import Testing

@testable import ViperaLint

/// Detection's declarations are the types a file's facts hold (whatever their attributes,
/// modifiers and line breaks), its type aliases of protocol compositions, and its extensions
/// that add conformances (last, as kind `extension`).
@Suite struct DeclaredNameTests {
    private func declared(_ source: String) -> [DeclaredName] {
        DeclaredName.declared(in: SourceFileReader.facts(for: SourceInput(path: "File.swift", text: source)))
    }

    @Test func typesAreReadWithTheirInheritanceClause() {
        let names = declared(
            """
            @MainActor final class LoginView: UIViewController, LoginViewInput {
              @objc(Foo) class Bar: NSObject {}
            }
            @available(iOS 13, *) public struct S {}
            public final class A<T>: B, UIKit.UIView where T: D {}
            private protocol P: AnyObject{}
            final  class   Spaced :  X ,
                Y {}
            actor Store: Sendable {}
            enum E: String, CaseIterable { case a }
            extension LoginView: LoginModuleInput {}
            extension LoginView {}
            """)
        #expect(
            names == [
                DeclaredName(kind: "class", name: "LoginView", inherited: ["UIViewController", "LoginViewInput"]),
                DeclaredName(kind: "class", name: "Bar", inherited: ["NSObject"]),
                DeclaredName(kind: "struct", name: "S", inherited: []),
                DeclaredName(kind: "class", name: "A", inherited: ["B", "UIView"]),
                DeclaredName(kind: "protocol", name: "P", inherited: ["AnyObject"]),
                DeclaredName(kind: "class", name: "Spaced", inherited: ["X", "Y"]),
                DeclaredName(kind: "actor", name: "Store", inherited: ["Sendable"]),
                DeclaredName(kind: "enum", name: "E", inherited: ["String", "CaseIterable"]),
                DeclaredName(kind: "extension", name: "LoginView", inherited: ["LoginModuleInput"]),
            ])
    }

    @Test func aTypeAliasOfAProtocolCompositionIsAProtocol() {
        let names = declared(
            """
            typealias LoginModule = LoginModuleInput & LoginModuleOutput
            typealias AnyModule = any LoginModuleInput & LoginModuleOutput
            typealias Handler = (A & B) -> Void
            typealias Name = String
            """)
        #expect(names.map(\.name) == ["LoginModule", "AnyModule"])
        #expect(names.allSatisfy { $0.kind == "protocol" })
    }

    /// Text that only looks like a declaration declares nothing.
    @Test func declarationsInCommentsAndStringsDoNotCount() {
        let names = declared(
            """
            /*
            protocol LoginViewInput: AnyObject {}
            */
            let template = \"\"\"
            class LoginPresenter {}
            \"\"\"
            """)
        #expect(names.isEmpty)
    }
}
