import Foundation
import TestSupport
import Testing

/// The SwiftUI stub rejects what SwiftUI rejects, and its hosting controller holds and renders
/// like SwiftUI's, since the SwiftUI modules' compile and leak checks depend on it. Each rejected
/// snippet has an accepted twin.
@Suite("SwiftUI stub")
struct SwiftUIStubTests {
    @Test("a view needs a body; a struct view is main-actor isolated", arguments: SwiftCompiler.LanguageMode.allCases)
    func viewNeedsABody(mode: SwiftCompiler.LanguageMode) throws {
        let view = """
            import SwiftUI

            struct Greeting: View {
                let name: String
            BODY}
            """
        let rejected = try typecheck(view.replacingOccurrences(of: "BODY", with: ""), mode: mode)
        #expect(rejected.status != 0)
        #expect(rejected.stderr.contains("does not conform to protocol 'View'"), "\(rejected)")
        let body =
            "\n    var body: some View {\n        VStack {\n            Text(name)\n            if name.isEmpty { Text(\"Hello\") }\n        }\n        .padding()\n    }\n"
        let accepted = try typecheck(view.replacingOccurrences(of: "BODY", with: body), mode: mode)
        #expect(accepted.status == 0, "\(accepted)")
    }

    @Test("a view's body is main-actor isolated")
    func bodyIsMainActorIsolated() throws {
        let snippet = """
            import SwiftUI

            struct Greeting: View {
                var body: some View { Text("Hi") }
            }

            CALLERfunc render() {
                _ = Greeting().body
            }
            """
        let rejected = try typecheck(snippet.replacingOccurrences(of: "CALLER", with: ""), mode: .swift6)
        #expect(rejected.status != 0)
        #expect(rejected.stderr.contains("main actor-isolated"), "\(rejected)")
        let accepted = try typecheck(snippet.replacingOccurrences(of: "CALLER", with: "@MainActor\n"), mode: .swift6)
        #expect(accepted.status == 0, "\(accepted)")
    }

    @Test("a hosting controller subclass with its own init must provide init(coder:)", arguments: SwiftCompiler.LanguageMode.allCases)
    func hostingControllerNeedsCoderInit(mode: SwiftCompiler.LanguageMode) throws {
        let snippet = """
            import SwiftUI
            import UIKit

            struct Content: View {
                var body: some View { Text("Hi") }
            }

            final class Screen: UIHostingController<Content> {
                init() {
                    super.init(rootView: Content())
                }
            REQUIRED}
            """
        let rejected = try typecheck(snippet.replacingOccurrences(of: "REQUIRED", with: ""), mode: mode)
        #expect(rejected.status != 0)
        #expect(rejected.stderr.contains("'required' initializer 'init(coder:)' must be provided"), "\(rejected)")
        let coderInit = "\n    required init?(coder: NSCoder) { nil }\n"
        let accepted = try typecheck(snippet.replacingOccurrences(of: "REQUIRED", with: coderInit), mode: mode)
        #expect(accepted.status == 0, "\(accepted)")
    }

    @Test("@Bindable takes an Observable class only; @State and @Environment read as in SwiftUI")
    func propertyWrappers() throws {
        let snippet = """
            import Observation
            import SwiftUI

            @Observable
            final class Model {
                var name = ""
            }

            struct Plain {
                var name = ""
            }

            struct Editor: View {
                @Bindable var model: MODEL
                @State private var count = 0
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    Button("Done") { dismiss() }
                }
            }
            """
        let rejected = try typecheck(snippet.replacingOccurrences(of: "MODEL", with: "Plain"), mode: .swift6)
        #expect(rejected.status != 0, "\(rejected)")
        let accepted = try typecheck(snippet.replacingOccurrences(of: "MODEL", with: "Model"), mode: .swift6)
        #expect(accepted.status == 0, "\(accepted)")
    }

    @Test("the hosting controller holds its root view, renders it when it loads and after each change it observed")
    func hostingControllerHoldsAndRenders() throws {
        let result = try SwiftCompiler.buildAndRun(files: [], driver: Self.driver, languageMode: .swift6)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("hosting matches SwiftUI"), "\(result)")
    }

    /// Exits 1 with the first expectation that does not hold.
    private static let driver = #"""
        import Observation
        import SwiftUI
        import UIKit

        /// Fails the process with `message` unless `condition` holds.
        @MainActor
        func check(_ condition: Bool, _ message: String) {
            if !condition {
                print("FAILED: \(message)")
                exit(1)
            }
        }

        @MainActor
        @Observable
        final class Counter {
            var value = 0
            @ObservationIgnored var renders = 0
        }

        struct CounterView: View {
            let counter: Counter

            var body: some View {
                counter.renders += 1
                return Text("\(counter.value)")
            }
        }

        weak var released: Counter?
        do {
            let counter = Counter()
            let host = UIHostingController(rootView: CounterView(counter: counter))
            released = counter
            check(counter.renders == 0, "the body is not evaluated before the view loads")
            host.loadViewIfNeeded()
            check(counter.renders == 1, "loading the view evaluates the body once")
            counter.value = 1
            try? await Task.sleep(for: .milliseconds(100))
            check(counter.renders == 2, "a change the body read evaluates it again")
            check(host.rootView.counter === counter, "the hosting controller holds its root view")
        }
        try? await Task.sleep(for: .milliseconds(100))
        check(released == nil, "releasing the hosting controller frees what its root view held")

        let primitive = UIHostingController(rootView: Text("Hi"))
        primitive.loadViewIfNeeded()
        check(primitive.isViewLoaded, "a primitive root view loads without a body")
        print("hosting matches SwiftUI")
        """#

    private func typecheck(_ source: String, mode: SwiftCompiler.LanguageMode) throws -> ProcessResult {
        let folder = try TemporaryDirectory(prefix: "vipera-swiftui-fidelity")
        defer { folder.remove() }
        let file = try folder.write(source, to: "Snippet.swift")
        return try SwiftCompiler.typecheck(files: [file], languageMode: mode)
    }
}
