import Testing
import ViperaLint

/// Runs every rule's documented examples: triggering ones must be reported exactly at their
/// `↓` markers, non-triggering ones not at all.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.descriptions.map(\.id)

    @Test(arguments: rules)
    func triggeringExamplesAreReportedAtTheirMarkers(ruleID: String) throws {
        let description = try #require(RuleRegistry.description(of: ruleID))
        #expect(!description.triggeringExamples.isEmpty, "every rule documents a triggering example")
        for example in description.triggeringExamples {
            let findings = try Self.validator(for: description, example).validate(example.inputs).filter { $0.ruleID == ruleID }
            let reported = findings.map { Marker(file: $0.file, position: $0.range.start) }
            let expected = example.markedPositions.map { Marker(file: $0.file, position: $0.position) }
            #expect(!findings.isEmpty, "\(ruleID) did not trigger on:\n\(example.files.map(\.source).joined(separator: "\n---\n"))")
            #expect(reported.sorted() == expected.sorted(), "\(ruleID): \(findings.map(\.message))")
            #expect(findings.allSatisfy { $0.severity == description.defaultSeverity })
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesAreNotReported(ruleID: String) throws {
        let description = try #require(RuleRegistry.description(of: ruleID))
        #expect(!description.nonTriggeringExamples.isEmpty, "every rule documents a non-triggering example")
        for example in description.nonTriggeringExamples {
            let findings = try Self.validator(for: description, example).validate(example.inputs).filter { $0.ruleID == ruleID }
            #expect(findings.isEmpty, "\(ruleID) triggered: \(findings.map { "\($0.line):\($0.column) \($0.message)" })")
        }
    }

    /// A validator with the profile the rule's examples are written for and the example's
    /// conventions.
    private static func validator(for description: RuleDescription, _ example: RuleExample) throws -> Validator {
        var profile = try #require(Profile.builtIn[description.profile], "\(description.id): unknown profile \(description.profile)")
        if !example.conventions.isEmpty {
            profile.adopt(try example.conventions.map { try #require(NamingConvention.named($0), "unknown convention \($0)") })
        }
        return Validator(configuration: Configuration(profile: profile))
    }

    @Test func ruleIDsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    }
}

private struct Marker: Comparable, CustomStringConvertible {
    let file: String
    let position: SourcePosition

    static func < (lhs: Marker, rhs: Marker) -> Bool {
        lhs.file != rhs.file ? lhs.file < rhs.file : lhs.position < rhs.position
    }

    var description: String { "\(file):\(position.line):\(position.column)" }
}
