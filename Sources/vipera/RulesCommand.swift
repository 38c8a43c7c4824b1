import ArgumentParser
import Foundation
import ViperaCore
import ViperaLint

/// `vipera rules`: lists the lint rules (or those a profile checks), or shows one with its
/// examples.
struct RulesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules, or show one rule with its examples."
    )

    @Argument(help: "A rule id, to show that rule with its triggering and non-triggering examples.")
    var id: String?

    @Option(help: "List only the rules that check something in this architecture profile (e.g. viper, bc).")
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
        if let profile {
            try runReportingFailure {
                let selected = try Configuration.profile(named: ProfileName(rawValue: profile), file: "--profile")
                let applying = Set(RuleRegistry.descriptions(for: selected).map(\.id))
                rules = rules.filter { applying.contains($0.id) }
            }
        }
        let text = json ? RuleDocumentation.json(rules) : RuleDocumentation.text(rules, withExamples: id != nil)
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
