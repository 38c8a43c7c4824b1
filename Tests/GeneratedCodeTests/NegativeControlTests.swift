import Foundation
import TestSupport
import Testing

/// The checks can fail: broken copies of the golden module, and code that real UIKit rejects,
/// are caught.
@Suite("Negative controls")
struct NegativeControlTests {
    @Test("a strong reference from the presenter to its view is reported as a leak")
    func strongViewLeaks() throws {
        let result = try leakDriverResult(
            file: "Default/LoginDefaultPresenter.swift",
            replacing: "weak var view",
            with: "var view"
        )
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("still alive: LoginDefaultPresenter"), "\(result)")
        #expect(result.stdout.contains("still alive: LoginDefaultView"), "\(result)")
    }

    @Test("a close action capturing the view strongly is reported as a leak")
    func strongCaptureLeaks() throws {
        let result = try leakDriverResult(
            file: "Default/LoginDefaultView.swift",
            replacing: "[weak self] _ in self?.presenter",
            with: "_ in self.presenter"
        )
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("still alive: LoginDefaultView"), "\(result)")
    }

    @Test("a type error fails type-checking", arguments: SwiftCompiler.LanguageMode.allCases)
    func typeErrorFails(mode: SwiftCompiler.LanguageMode) throws {
        let result = try typecheckMutant(
            file: "Default/LoginDefaultPresenter.swift",
            replacing: "view?.display(title: title)",
            with: "view?.display(title: 42)",
            mode: mode
        )
        #expect(result.status != 0)
        #expect(result.stderr.contains("error: cannot convert value of type 'Int'"), "\(result)")
    }

    @Test("a warning fails type-checking", arguments: SwiftCompiler.LanguageMode.allCases)
    func warningFails(mode: SwiftCompiler.LanguageMode) throws {
        let result = try typecheckMutant(
            file: "Default/LoginDefaultBuilder.swift",
            replacing: "let router =",
            with: "var router =",
            mode: mode
        )
        #expect(result.status != 0)
        #expect(result.stderr.contains("never mutated"), "\(result)")
    }

    private func leakDriverResult(file: String, replacing original: String, with replacement: String) throws -> ProcessResult {
        let mutant = try GeneratedModuleChecks.mutant(of: LoginFixture.golden, file: file, replacing: original, with: replacement)
        defer { mutant.remove() }
        return try GeneratedModuleChecks.runLeakDriver(directory: mutant.url, driver: LoginFixture.showsTitleDriver)
    }

    private func typecheckMutant(file: String, replacing original: String, with replacement: String, mode: SwiftCompiler.LanguageMode) throws -> ProcessResult {
        let mutant = try GeneratedModuleChecks.mutant(of: LoginFixture.golden, file: file, replacing: original, with: replacement)
        defer { mutant.remove() }
        return try SwiftCompiler.typecheck(files: SwiftCompiler.swiftFiles(in: mutant.url), languageMode: mode)
    }
}
