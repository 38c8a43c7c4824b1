import Foundation
import TestSupport
import Testing

/// The package generated tests run in is reused run after run: each run must build exactly its
/// own sources, even a file rewritten within a second of its last compile.
@Suite("Generated test package")
struct GeneratedTestPackageTests {
    @Test("a file rewritten at once is built again", arguments: [1, 2, 3])
    func aFileRewrittenAtOnceIsBuiltAgain(value: Int) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // One source and one test file, the same size whatever the value: only the text changes.
        try folder.write("let value = \(value)\n", to: "Sources/Value.swift")
        try folder.write("import Testing\n@testable import Probe\n\n@Test func valueIsCurrent() { #expect(value == \(value)) }\n", to: "Tests/ValueTests.swift")
        let result = try GeneratedTestPackage.runTests(
            appModule: "Probe", sources: [folder.path("Sources")], tests: [folder.path("Tests")], languageMode: .swift6
        )
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Test valueIsCurrent() passed"), "\(result)")
    }
}
