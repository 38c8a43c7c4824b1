import Foundation
import TestSupport
import Testing

@testable import ViperaLint

/// `BodyScanner` lets the fact collector skip visiting bodies that hold only mentions; the
/// facts must be exactly those a visit of every body gives, on every Swift file of the tests
/// (golden files, fixtures, the tests themselves), every rule example and a generated corpus
/// of tricky bodies.
@Suite struct FactCollectorDifferentialTests {
    /// The facts of `text` collected both ways, once parsed; `nil` when it does not parse.
    private static func bothReadings(of text: String, path: String) -> (scanned: FileFacts, visited: FileFacts)? {
        guard case .success(let tree) = SourceFileReader.parse(text), !tree.hasError else { return nil }
        return (
            SourceFileReader.facts(path: path, tree: tree, text: text),
            SourceFileReader.facts(path: path, tree: tree, text: text, scansBodies: false)
        )
    }

    static let testFiles: [String] = TemporaryDirectory.files(in: Locations.tests("")).filter { $0.hasSuffix(".swift") }

    @Test func everyTestFileGivesTheSameFacts() throws {
        #expect(Self.testFiles.count > 300)
        var parsed = 0
        for path in Self.testFiles {
            // Fixtures include a file that is not UTF-8, and files that do not parse.
            guard let text = String(validating: try Data(contentsOf: Locations.tests(path)), as: UTF8.self),
                let readings = Self.bothReadings(of: text, path: path)
            else { continue }
            parsed += 1
            #expect(readings.scanned == readings.visited, "\(path)")
        }
        #expect(parsed > 300)
    }

    @Test func everyRuleExampleGivesTheSameFacts() throws {
        let examples = RuleRegistry.descriptions.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
        var parsed = 0
        for input in examples.flatMap(\.inputs) {
            // `invalid-file`'s examples do not parse.
            guard let readings = Self.bothReadings(of: input.text ?? "", path: input.path) else { continue }
            parsed += 1
            #expect(readings.scanned == readings.visited, "\(input.text ?? "")")
        }
        #expect(parsed > 50)
    }

    @Test(arguments: 0..<40)
    func generatedBodiesGiveTheSameFacts(seed: UInt64) throws {
        var generator = TrickyBodies(seed: seed)
        var parsed = 0
        for _ in 0..<10 {
            let text = generator.file(bodies: 8)
            guard let readings = Self.bothReadings(of: text, path: "Tricky.swift") else { continue }
            parsed += 1
            #expect(readings.scanned == readings.visited, "\(text)")
        }
        // The generator writes valid Swift: a file that does not parse tests nothing.
        #expect(parsed == 10)
    }

    /// A quote in a regex literal (`#/"/#`) ends no string: the names after it are read.
    @Test func aRegexLiteralHoldingAQuoteHidesNothing() throws {
        let text = """
            final class LoginDefaultPresenter {
                func tint() {
                    let quote = #/"/#
                    let color = UIColor.red
                }
            }
            """
        let readings = try #require(Self.bothReadings(of: text, path: "A.swift"))
        #expect(readings.scanned.types.first?.mentionedNames["UIColor"] != nil)
        #expect(readings.scanned == readings.visited)
    }
}
