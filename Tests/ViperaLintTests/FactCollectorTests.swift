import Testing

@testable import ViperaLint

/// The one pass over a file collects what the rules need.
@Suite struct FactCollectorTests {
    private func facts(_ source: String) -> FileFacts {
        SourceFileReader.facts(for: SourceInput(path: "File.swift", text: source))
    }

    private func property(_ name: String, in source: String) throws -> PropertyFact {
        try #require(facts(source).types.flatMap(\.properties).first { $0.name == name })
    }

    @Test(arguments: [
        ("var p: (any Presenter)?", ["Presenter"]),
        ("var p: Presenter!", ["Presenter"]),
        ("var p: some Presenter", ["Presenter"]),
        ("var p: ((Presenter))", ["Presenter"]),
        ("var p: any Presenter & Router", ["Presenter", "Router"]),
        ("var p: [String: [Presenter]]", ["String", "Presenter"]),
        ("var p: Set<Presenter>", ["Presenter"]),
        ("var p: Optional<Array<Presenter>>", ["Presenter"]),
        ("var p: UIKit.UIViewController?", ["UIKit.UIViewController"]),
        ("var p = UILabel()", ["UILabel"]),
        ("var p = Box<Presenter>.init()", ["Box"]),
        ("var p: AnyObject?", []),
    ])
    func declaredTypesAreSeenThrough(declaration: String, names: [String]) throws {
        #expect(try property("p", in: "class A { \(declaration) }").typeNames == names)
    }

    /// SwiftUI's property wrappers: `@State`, `@StateObject`, `@ObservedObject` and `@Bindable`
    /// hold their object as part of the view's value; `@Environment` and `@EnvironmentObject` read
    /// it from the environment, which holds it (an unannotated `@Environment(Model.self)` holds a
    /// `Model`).
    @Test func swiftUIPropertyWrappersAreReadForWhatTheyAre() throws {
        let source = """
            struct LoginScreen: View {
                @State private var draft = Draft()
                @StateObject var presenter: LoginPresenter
                @ObservedObject var other: LoginPresenter
                @Bindable var state: LoginViewState
                @Environment(LoginViewState.self) private var shared
                @Environment(\\.dismiss) private var dismiss
                @SwiftUI.EnvironmentObject var router: LoginRouter
            }
            """
        for (name, types) in [("draft", ["Draft"]), ("presenter", ["LoginPresenter"]), ("other", ["LoginPresenter"]), ("state", ["LoginViewState"])] {
            let property = try property(name, in: source)
            #expect(property.typeNames == types, "\(name)")
            #expect(property.keepsAlive && !property.isEnvironmentProvided, "\(name)")
        }
        #expect(try property("draft", in: source).attributes == ["State"])
        let shared = try property("shared", in: source)
        #expect(shared.typeNames == ["LoginViewState"])
        #expect(shared.isEnvironmentProvided)
        #expect(try property("dismiss", in: source).typeNames.isEmpty)
        #expect(try property("dismiss", in: source).isEnvironmentProvided)
        let router = try property("router", in: source)
        #expect(router.attributes == ["EnvironmentObject"])
        #expect(router.isEnvironmentProvided)
    }

    @Test func ownershipIsRead() throws {
        let source = """
            class A {
                var a: B?
                weak var b: B?
                unowned let c: B
                unowned(unsafe) let d: B
                var e: [Weak<B>] = []
            }
            """
        #expect(try property("a", in: source).ownership == .strong)
        #expect(try property("b", in: source).ownership == .weak)
        #expect(try property("c", in: source).ownership == .unowned)
        #expect(try property("d", in: source).ownership == .unownedUnsafe)
        #expect(try property("e", in: source).ownership == .weak)
    }

    @Test func storageKindsAreRead() throws {
        let source = """
            class A {
                var computed: B { B() }
                var observed: B? { didSet {} }
                static var shared: B?
                lazy var late = B()
                @IBOutlet var outlet: UILabel!
                func f() { var local: B? = nil }
            }
            protocol P { var requirement: B { get } }
            """
        #expect(try property("computed", in: source).isStored == false)
        #expect(try property("observed", in: source).isInstanceStorage)
        #expect(try property("shared", in: source).isInstanceStorage == false)
        #expect(try property("late", in: source).isLazy)
        #expect(try property("outlet", in: source).attributes == ["IBOutlet"])
        #expect(try property("requirement", in: source).isInstanceStorage == false)
        #expect(facts(source).types.flatMap(\.properties).contains { $0.name == "local" } == false)
    }

    @Test(arguments: [
        ("{ self.run() }", true),
        ("{ [self] in run() }", true),
        ("{ [me = self] in me.run() }", true),
        ("{ [weak self] in self?.run() }", false),
        ("{ [unowned self] in self.run() }", false),
        ("{ [weak self] in guard let self else { return }; self.run() }", false),
        ("{ print(1) }", false),
        ("{ [weak self] in other { self?.run() } }", false),
        ("{ other { self.run() } }", true),
        ("{ other { [self] in run() } }", true),
        ("{ other { [weak self] in self?.run() }; print(1) }", false),
        ("{ other { [x = self.y] in x() } }", true),
        ("{ [x = self.y] in x() }", false),
        ("{ print(1); let s = self; s.run() }", true),
        ("{ [weak self] in other { [self] in run() } }", false),
    ])
    func closureCapturesAreRead(closure: String, strong: Bool) throws {
        let source = "class A { var handler: (() -> Void)?\n func f() { handler = \(closure) } }"
        let assignment = try #require(facts(source).types.first?.closureAssignments.first)
        #expect(assignment.property == "handler")
        #expect(assignment.closure.capturesSelfStrongly == strong)
    }

    @Test func typesImportsAndConformancesAreRead() {
        let file = facts(
            """
            import UIKit.UIView
            final class V: UIViewController, LoginView {}
            extension V: Other {}
            protocol LoginView: AnyObject {}
            """)
        #expect(file.imports.map(\.module) == ["UIKit"])
        #expect(file.types.map(\.name) == ["V", "V", "LoginView"])
        #expect(file.types.map(\.kind) == [.class, .extension, .protocol])
        #expect(file.types[0].inherited == ["UIViewController", "LoginView"])
        #expect(file.types[2].inherited == ["AnyObject"])
    }

    @Test func unparsableSourceIsAProblemNotFacts() {
        let file = facts("class A {\n  func f( {\n")
        #expect(file.problem != nil)
        #expect(file.types.isEmpty)
    }
}
