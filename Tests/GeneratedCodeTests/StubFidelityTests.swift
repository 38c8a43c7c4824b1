import Foundation
import TestSupport
import Testing

/// The UIKit stub rejects what UIKit rejects, and the language mode really applies. Each
/// rejected snippet has an accepted twin, so a failure is due to the one thing that differs.
@Suite("UIKit stub fidelity")
struct StubFidelityTests {
    @Test("a view controller with its own designated init must provide init(coder:)", arguments: SwiftCompiler.LanguageMode.allCases)
    func requiredCoderInit(mode: SwiftCompiler.LanguageMode) throws {
        let withoutCoderInit = """
            import UIKit

            final class ProfileView: UIViewController {
                let name: String

                init(name: String) {
                    self.name = name
                    super.init(nibName: nil, bundle: nil)
                }
            REQUIRED}
            """
        let rejected = try typecheck(withoutCoderInit.replacingOccurrences(of: "REQUIRED", with: ""), mode: mode)
        #expect(rejected.status != 0)
        #expect(rejected.stderr.contains("'required' initializer 'init(coder:)' must be provided"), "\(rejected)")

        let coderInit = "\n    required init?(coder: NSCoder) { nil }\n"
        let accepted = try typecheck(withoutCoderInit.replacingOccurrences(of: "REQUIRED", with: coderInit), mode: mode)
        #expect(accepted.status == 0, "\(accepted)")
    }

    @Test("UIKit is main-actor isolated")
    func mainActorIsolation() throws {
        let styler = """
            import UIKit

            ISOLATIONfinal class Styler {
                func style(_ label: UILabel) {
                    label.text = "Hello"
                }
            }
            """
        let rejected = try typecheck(styler.replacingOccurrences(of: "ISOLATION", with: ""), mode: .swift6)
        #expect(rejected.status != 0)
        #expect(rejected.stderr.contains("main actor-isolated property 'text' can not be mutated from a nonisolated context"), "\(rejected)")

        let accepted = try typecheck(styler.replacingOccurrences(of: "ISOLATION", with: "@MainActor\n"), mode: .swift6)
        #expect(accepted.status == 0, "\(accepted)")
    }

    @Test("the language mode applies: global mutable state is only an error in Swift 6")
    func languageModeApplies() throws {
        let globalState = "var greetingCount = 0\n"
        let swift5 = try typecheck(globalState, mode: .swift5)
        #expect(swift5.status == 0, "\(swift5)")
        let swift6 = try typecheck(globalState, mode: .swift6)
        #expect(swift6.status != 0)
        #expect(swift6.stderr.contains("not concurrency-safe"), "\(swift6)")
    }

    private func typecheck(_ source: String, mode: SwiftCompiler.LanguageMode) throws -> ProcessResult {
        let folder = try TemporaryDirectory(prefix: "vipera-fidelity")
        defer { folder.remove() }
        let file = try folder.write(source, to: "Snippet.swift")
        return try SwiftCompiler.typecheck(files: [file], languageMode: mode)
    }
}
