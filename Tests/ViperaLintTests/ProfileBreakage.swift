import Foundation
import TestSupport
import Testing
import ViperaLint

/// A template's clean golden module with one edit that breaks a rule of its profile, and the
/// findings that edit must cause (and no other).
struct ProfileBreakage: Sendable, CustomStringConvertible {
    /// What the edit does, for test names.
    let description: String
    /// The edited file, relative to the module folder.
    let file: String
    let original: String
    let replacement: String
    /// Each expected finding, in rule order: its rule, the file it is reported in and words of
    /// its message.
    let expected: [(rule: RuleID, file: String, message: String)]

    init(
        _ description: String, file: String, replacing original: String, with replacement: String,
        expecting expected: [(rule: RuleID, file: String, message: String)]
    ) {
        self.description = description
        self.file = file
        self.original = original
        self.replacement = replacement
        self.expected = expected
    }

    /// The golden module's files as lint inputs, with this edit applied; records an issue when
    /// `original` does not occur exactly once, so a breakage cannot silently test clean code.
    func inputs(golden: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [SourceInput] {
        try ProfileBreakage.sources(golden: golden).map { path, text in
            guard path == file else { return SourceInput(path: path, text: text) }
            let occurrences = text.components(separatedBy: original).count - 1
            #expect(occurrences == 1, "\(file) contains \(occurrences) occurrences of \(original.debugDescription)", sourceLocation: sourceLocation)
            return SourceInput(path: path, text: text.replacingOccurrences(of: original, with: replacement))
        }
    }

    /// Lints the broken module with `profile` and expects exactly this breakage's findings.
    func expectReported(golden: URL, profile: Profile, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let findings = Validator(configuration: Configuration(profile: profile)).validate(try inputs(golden: golden, sourceLocation: sourceLocation))
            .sorted { ($0.ruleID, $0.file, $0.line) < ($1.ruleID, $1.file, $1.line) }
        let summary = findings.map { "\($0.file):\($0.line) \($0.message) (\($0.ruleID))" }
        #expect(findings.map(\.ruleID) == expected.map(\.rule), "\(summary)", sourceLocation: sourceLocation)
        for (finding, expectation) in zip(findings, expected) {
            #expect(finding.file == expectation.file, "\(summary)", sourceLocation: sourceLocation)
            #expect(finding.message.contains(expectation.message), "\(summary)", sourceLocation: sourceLocation)
        }
    }

    /// Every Swift file below `golden`, by path relative to it, with its text.
    static func sources(golden: URL) throws -> [(path: String, text: String)] {
        try TemporaryDirectory.files(in: golden).filter { $0.hasSuffix(".swift") }.map {
            ($0, try String(contentsOf: golden.appendingPathComponent($0), encoding: .utf8))
        }
    }
}
