import ArgumentParser
import Foundation
import ViperaCore
import ViperaLint

/// `vipera rules`: lists the lint rules, or shows one with its examples; with `--profile`, every
/// constraint that architecture profile has (roles, protocols, ownership, boundaries, layers…)
/// and the rules that check something in it.
struct RulesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules, or show one rule with its examples."
    )

    @Argument(
        help: "A rule id, to show that rule with its triggering and non-triggering examples.", completion: .list(RuleRegistry.descriptions.map(\.id.rawValue)))
    var id: String?

    @Option(
        help:
            "An architecture profile: show every constraint it has (roles, protocols, ownership, boundaries, layers…), and only the rules that check something in it."
    )
    var profile: ProfileChoice?

    @Flag(help: "Print JSON instead of text (the same as --format json).")
    var json = false

    @Option(help: "Output format: text, json or markdown (the rules and profiles reference, as in Documentation/Rules.md).")
    var format: RulesFormat?

    func validate() throws {
        if json, let format, format != .json { throw ValidationError("--json and --format \(format.rawValue) cannot be used together.") }
    }

    func run() async throws {
        var rules: [RuleDescription]
        if let id {
            guard let rule = RuleRegistry.description(of: RuleID(rawValue: id)) else {
                let suggestion = Suggestion.closest(to: id, among: RuleRegistry.descriptions.map(\.id.rawValue)).map { " Did you mean '\($0)'?" } ?? ""
                printDiagnostic(.error, "unknown rule '\(id)'.\(suggestion) `vipera rules` lists them all")
                throw ExitCode(ExitStatus.badInput.rawValue)
            }
            rules = [rule]
        } else {
            rules = RuleRegistry.descriptions
        }
        var selected: Profile?
        if let profile {
            try runReportingFailure {
                let named = try Configuration.profile(named: ProfileName(rawValue: profile.rawValue), file: "--profile")
                let applying = Set(RuleRegistry.descriptions(for: named).map(\.id))
                rules = rules.filter { applying.contains($0.id) }
                selected = named
            }
        }
        let text: String
        switch (json ? .json : format ?? .text, selected, id) {
        case (.markdown, nil, nil): text = RulesReference.page()
        case (.markdown, let selected?, nil): text = ProfileReference.markdown(selected, rules: rules)
        case (.markdown, _, _): text = rules.map { RulesReference.markdown(rule: $0) }.joined(separator: "\n")
        case (.json, let selected?, nil): text = ProfileDocumentation.json(selected, rules: rules)
        case (.json, _, _): text = RuleDocumentation.json(rules)
        case (.text, let selected?, nil): text = ProfileDocumentation.text(selected, rules: rules)
        case (.text, nil, nil): text = RuleDocumentation.text(rules, withExamples: false) + "\n" + ConventionDocumentation.text()
        case (.text, _, _): text = RuleDocumentation.text(rules, withExamples: true)
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// What `vipera rules` prints.
enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown
}
