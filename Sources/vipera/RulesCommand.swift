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

    @Argument(help: "A rule id, to show that rule with its triggering and non-triggering examples.")
    var id: String?

    @Option(help: "An architecture profile (e.g. viper, moa): show every constraint it has (roles, protocols, ownership, boundaries, layers…), and only the rules that check something in it.")
    var profile: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        var rules: [RuleDescription]
        if let id {
            guard let rule = RuleRegistry.description(of: id) else {
                FileHandle.standardError.write(Data("vipera: error: unknown rule '\(id)' (see `vipera rules`)\n".utf8))
                throw ExitCode(ExitStatus.badInput.rawValue)
            }
            rules = [rule]
        } else {
            rules = RuleRegistry.descriptions
        }
        var selected: Profile?
        if let profile {
            try runReportingFailure {
                let named = try Configuration.profile(named: ProfileName(rawValue: profile), file: "--profile")
                let applying = Set(RuleRegistry.descriptions(for: named).map(\.id))
                rules = rules.filter { applying.contains($0.id) }
                selected = named
            }
        }
        let text: String
        if let selected, id == nil {
            text = json ? ProfileDocumentation.json(selected, rules: rules) : ProfileDocumentation.text(selected, rules: rules)
        } else {
            text = json ? RuleDocumentation.json(rules) : RuleDocumentation.text(rules, withExamples: id != nil)
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
