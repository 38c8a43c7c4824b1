import Foundation
import TestSupport
import Testing

/// Every console example in README.md, CONTRIBUTING.md and `Documentation/` shows what vipera
/// really prints: each is run in a fresh folder with its fixtures and compared line by line
/// (see `ConsoleExample` for the format). Files a page shows from a fixture
/// (`<!-- file: path -->` before the block) are that file.
@Suite struct DocumentationExamplesTests {
    @Test(arguments: try ConsoleExample.checked())
    func exampleShowsARealRun(_ example: ConsoleExample) throws {
        for mismatch in try ExampleRun(example).mismatches() {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    /// A console block without a marker, or with a malformed one, fails: none goes unchecked by
    /// accident. The few that cannot run say why.
    @Test func everyConsoleBlockIsRunOrSaysWhyNot() throws {
        let all = try ConsoleExample.all()
        let errors = all.compactMap { result -> String? in if case .failure(let error) = result { error.description } else { nil } }
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
        let notChecked = all.filter { if case .success(.notChecked) = $0 { true } else { false } }
        #expect(notChecked.count * 10 <= all.count, "\(notChecked.count) of \(all.count) console examples are not checked; keep those few")
        #expect(all.count > 50)
    }

    /// Every fenced block names its language, so an output shown without `console` cannot hide.
    @Test func everyFencedBlockNamesItsKind() throws {
        let unnamed = try MarkdownPage.all().flatMap(\.fencedBlocks).filter { $0.info.isEmpty }
        #expect(unnamed.isEmpty, "blocks without a language (console, sh, swift, yaml, …): \(unnamed)")
    }

    @Test func shownFilesAreTheFixtures() throws {
        for block in try MarkdownPage.all().flatMap(\.fencedBlocks) {
            guard let marker = block.marker, marker.hasPrefix("file:") else { continue }
            let path = marker.dropFirst("file:".count).trimmingCharacters(in: .whitespaces)
            let file = try String(contentsOf: Locations.packageRoot.appendingPathComponent(path), encoding: .utf8)
            #expect(block.content.joined(separator: "\n") + "\n" == file, "\(block) shows \(path), which differs")
        }
    }

    @Test func theMatcherKeepsEachStreamsOrderAndReadsElisions() {
        #expect(OutputMatch.matches(["a", "e", "b"], stdout: ["a", "b"], stderr: ["e"]))
        #expect(!OutputMatch.matches(["b", "a"], stdout: ["a", "b"], stderr: []))
        #expect(!OutputMatch.matches(["a"], stdout: ["a", "b"], stderr: []))
        #expect(!OutputMatch.matches(["a", "b", "c"], stdout: ["a", "b"], stderr: []))
        #expect(OutputMatch.matches(["a", "…", "d"], stdout: ["a", "b", "c", "d"], stderr: []))
        #expect(OutputMatch.matches(["a", "…"], stdout: ["a"], stderr: ["x", "y"]))
        #expect(!OutputMatch.matches(["a", "…", "z"], stdout: ["a", "b"], stderr: []))
        #expect(OutputMatch.lines("x\n\n") == ["x", ""])
    }
}
