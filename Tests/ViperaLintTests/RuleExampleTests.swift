import Testing
import ViperaLint

/// Runs every rule's documented examples: triggering ones must be reported exactly at their
/// `↓` markers with their messages, non-triggering ones not at all. Each triggering example is
/// also checked the ways SwiftLint derives from its examples: wrapped in a comment or in a
/// string it does not trigger, a `vipera:disable:next` comment above each marked line silences
/// it, and multi-byte characters before a finding keep its column right. Failures point at the
/// example in the rule's source.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.descriptions.map(\.id)

    @Test(arguments: rules)
    func triggeringExamplesAreReportedAtTheirMarkersWithTheirMessages(ruleID: RuleID) throws {
        let description = try #require(RuleRegistry.description(of: ruleID))
        #expect(!description.triggeringExamples.isEmpty, "every rule documents a triggering example")
        for example in description.triggeringExamples {
            try Self.expectReportedAtMarkers(example, description)
            #expect(example.messages.count == example.markedPositions.count, "one message per marker", sourceLocation: example.sourceLocation)
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesAreNotReported(ruleID: RuleID) throws {
        let description = try #require(RuleRegistry.description(of: ruleID))
        #expect(!description.nonTriggeringExamples.isEmpty, "every rule documents a non-triggering example")
        for example in description.nonTriggeringExamples {
            let findings = try Self.findings(example, description)
            #expect(
                findings.isEmpty, "\(ruleID) triggered: \(findings.map { "\($0.line):\($0.column) \($0.message)" })", sourceLocation: example.sourceLocation)
        }
    }

    @Test(arguments: rules)
    func triggeringExamplesInACommentOrAStringAreNotReported(ruleID: RuleID) throws {
        let description = try #require(RuleRegistry.description(of: ruleID))
        for example in description.triggeringExamples {
            for wrapped in [example.mapSources { "/*\n\($0)\n*/\n" }, example.mapSources { "let text = #\"\"\"\n\($0)\n\"\"\"#\n" }] {
                let findings = try Self.findings(wrapped, description)
                #expect(findings.isEmpty, "\(ruleID) triggered in:\n\(wrapped.files.map(\.source))", sourceLocation: example.sourceLocation)
            }
        }
    }

    /// A `vipera:disable:next <rule>` comment above each marked line silences every finding,
    /// and each comment is used; a rule whose findings comments cannot silence keeps them.
    @Test(arguments: rules)
    func aDisableNextCommentSilencesEachFinding(ruleID: RuleID) throws {
        let description = try #require(RuleRegistry.description(of: ruleID))
        for example in description.triggeringExamples {
            let disabled = example.mapSources { source in
                source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    guard line.contains(RuleExample.marker) else { return String(line) }
                    return line.prefix { $0 == " " } + "// vipera:disable:next \(ruleID)\n" + line
                }.joined(separator: "\n")
            }
            let all = try Self.validator(for: description, disabled).validate(disabled.inputs)
            let findings = all.filter { $0.ruleID == ruleID }
            if description.isSuppressible {
                #expect(findings.isEmpty, "\(ruleID) was not silenced: \(findings.map(\.message))", sourceLocation: example.sourceLocation)
                let unused = all.filter { $0.ruleID == "unused-suppression" }
                #expect(unused.isEmpty, "\(unused.map(\.message))", sourceLocation: example.sourceLocation)
            } else {
                let kept = findings.map(\.message).filter(example.messages.contains)
                #expect(kept == example.messages, "\(ruleID) cannot be silenced: \(findings.map(\.message))", sourceLocation: example.sourceLocation)
            }
        }
    }

    /// Multi-byte characters before the code on its first line (columns count UTF-8 bytes).
    @Test(arguments: rules)
    func aMultiByteLinePrefixKeepsTheColumns(ruleID: RuleID) throws {
        let description = try #require(RuleRegistry.description(of: ruleID))
        for example in description.triggeringExamples {
            try Self.expectReportedAtMarkers(example.mapSources { "/* 👨‍👩‍👧‍👦 é 漢字 */ " + $0 }, description, location: example.sourceLocation)
        }
    }

    @Test func ruleIDsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.rawValue.allSatisfy { $0.isLowercase || $0 == "-" } })
    }

    /// Expects the rule's findings in `example` exactly at its markers, with its messages (when
    /// it lists them), at the rule's default severity.
    private static func expectReportedAtMarkers(
        _ example: RuleExample, _ description: RuleDescription, location: SourceLocation? = nil
    ) throws {
        let location = location ?? example.sourceLocation
        let findings = try findings(example, description).sorted { Marker($0) < Marker($1) }
        let expected = example.markedPositions.map { Marker(file: $0.file, position: $0.position) }
        #expect(
            !findings.isEmpty, "\(description.id) did not trigger on:\n\(example.files.map(\.source).joined(separator: "\n---\n"))", sourceLocation: location)
        #expect(findings.map(Marker.init) == expected.sorted(), "\(description.id): \(findings.map(\.message))", sourceLocation: location)
        #expect(findings.allSatisfy { $0.severity == description.defaultSeverity }, sourceLocation: location)
        if !example.messages.isEmpty {
            #expect(findings.map(\.message) == example.messages, sourceLocation: location)
        }
    }

    /// The rule's findings in `example`.
    private static func findings(_ example: RuleExample, _ description: RuleDescription) throws -> [Finding] {
        try validator(for: description, example).validate(example.inputs).filter { $0.ruleID == description.id }
    }

    /// A validator with the profile the rule's examples are written for and the example's
    /// conventions (or those learned from the example's modules).
    private static func validator(for description: RuleDescription, _ example: RuleExample) throws -> Validator {
        var profile = try #require(Profile.builtIn[description.profile], "\(description.id): unknown profile \(description.profile)")
        if example.conventions == RuleExample.learnedConventions {
            profile.adopt(
                ConventionDetection(
                    files: example.files.map { (path: $0.name, text: $0.source.replacingOccurrences(of: String(RuleExample.marker), with: "")) }
                ).namingConventions)
        } else if !example.conventions.isEmpty {
            profile.adopt(try example.conventions.map { try #require(NamingConvention.named($0), "unknown convention \($0)") })
        }
        return Validator(configuration: Configuration(profile: profile))
    }
}

extension RuleExample {
    /// Where the example is written, for expectations about it.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
}

/// A finding's place, ordered by file name and then position.
private struct Marker: Comparable, CustomStringConvertible {
    let file: String
    let position: SourcePosition

    init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    init(_ finding: Finding) {
        self.init(file: finding.file, position: finding.range.start)
    }

    static func < (lhs: Marker, rhs: Marker) -> Bool {
        lhs.file != rhs.file ? lhs.file < rhs.file : lhs.position < rhs.position
    }

    var description: String { "\(file):\(position.line):\(position.column)" }
}
