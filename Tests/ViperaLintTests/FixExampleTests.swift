import Foundation
import TestSupport
import Testing
import ViperaLint

/// The fixes of every ownership rule, proven on the rule's own triggering examples: each
/// example is fixed to exactly its documented fixed form (or its fix is refused, with a reason,
/// when it has none), and the fixed form parses, no longer triggers the rule and has nothing
/// left to fix.
@Suite struct FixExampleTests {
    static let rules = FixPlanner.fixableRules.sorted()

    @Test(arguments: rules)
    func triggeringExamplesAreFixedToTheirFixedForm(ruleID: RuleID) throws {
        let description = try #require(RuleRegistry.description(of: ruleID))
        #expect(description.triggeringExamples.contains { !$0.fixed.isEmpty }, "\(ruleID) documents a fixed form")
        for example in description.triggeringExamples {
            let findings = try Self.findings(of: ruleID, in: example.inputs, description, example)
            let planner = FixPlanner(files: example.inputs)
            let withFixes = planner.attachingFixes(to: findings)
            guard !example.fixed.isEmpty else {
                #expect(
                    withFixes.allSatisfy { $0.fix?.refusal?.isEmpty == false }, "\(withFixes.map(\.fix))", sourceLocation: example.sourceLocation)
                continue
            }
            #expect(withFixes.allSatisfy { $0.fix?.isApplicable == true }, "\(withFixes.map(\.fix))", sourceLocation: example.sourceLocation)
            let application = planner.application(of: withFixes)
            #expect(application.applied.count == findings.count, sourceLocation: example.sourceLocation)
            let changed = Dictionary(uniqueKeysWithValues: application.changes.map { ($0.path, $0.fixed) })
            #expect(changed == example.fixed, sourceLocation: example.sourceLocation)

            let fixed = Self.fixedInputs(example)
            let left = try Self.validator(description, example).validate(fixed)
            #expect(left.filter { $0.ruleID == ruleID }.isEmpty, "\(left.map(\.message))", sourceLocation: example.sourceLocation)
            #expect(left.filter { $0.ruleID == "invalid-file" }.isEmpty, "the fixed form parses", sourceLocation: example.sourceLocation)
            let again = FixPlanner(files: fixed)
            #expect(again.application(of: again.attachingFixes(to: left)).changes.isEmpty, sourceLocation: example.sourceLocation)
        }
    }

    /// Where the example is self-contained (it type-checks against the UIKit and SwiftUI stubs as
    /// written), its fixed form type-checks too, in Swift 5 and Swift 6 modes.
    @Test(arguments: SwiftCompiler.LanguageMode.allCases)
    func fixedFormsTypeCheckWhereTheExampleDoes(mode: SwiftCompiler.LanguageMode) throws {
        var compiled = 0
        for ruleID in Self.rules {
            let description = try #require(RuleRegistry.description(of: ruleID))
            for example in description.triggeringExamples where !example.fixed.isEmpty {
                let original = example.files.map { ($0.name, $0.source.replacingOccurrences(of: String(RuleExample.marker), with: "")) }
                guard try Self.typechecks(original, mode).status == 0 else { continue }
                let result = try Self.typechecks(original.map { ($0.0, example.fixed[$0.0] ?? $0.1) }, mode)
                #expect(result.status == 0, "\(ruleID): the fixed form does not type-check:\n\(result)", sourceLocation: example.sourceLocation)
                compiled += 1
            }
        }
        #expect(compiled >= 4, "enough examples are self-contained to prove the fixes compile")
    }

    /// Type-checks the files, each importing UIKit and SwiftUI (the stubs), as one module.
    private static func typechecks(_ files: [(String, String)], _ mode: SwiftCompiler.LanguageMode) throws -> ProcessResult {
        let folder = try TemporaryDirectory(prefix: "vipera-fix")
        defer { folder.remove() }
        let urls = try files.map { try folder.write("import SwiftUI\nimport UIKit\n\n" + $0.1 + "\n", to: $0.0) }
        return try SwiftCompiler.typecheck(files: urls, languageMode: mode)
    }

    private static func fixedInputs(_ example: RuleExample) -> [SourceInput] {
        example.files.map { file in
            SourceInput(path: file.name, text: example.fixed[file.name] ?? file.source.replacingOccurrences(of: String(RuleExample.marker), with: ""))
        }
    }

    private static func findings(of ruleID: RuleID, in inputs: [SourceInput], _ description: RuleDescription, _ example: RuleExample) throws -> [Finding] {
        try validator(description, example).validate(inputs).filter { $0.ruleID == ruleID }
    }

    private static func validator(_ description: RuleDescription, _ example: RuleExample) throws -> Validator {
        var profile = try #require(Profile.builtIn[description.profile])
        if !example.conventions.isEmpty {
            profile.adopt(try example.conventions.map { try #require(NamingConvention.named($0)) })
        }
        return Validator(configuration: Configuration(profile: profile))
    }
}
