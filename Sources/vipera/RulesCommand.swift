import ArgumentParser
import Foundation
import ViperaCore
import ViperaLint

/// `vipera rules`: lists the lint rules, or shows one with its examples.
struct RulesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules, or show one rule with its examples."
    )

    @Argument(help: "A rule id, to show that rule with its triggering and non-triggering examples.")
    var id: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        let rules: [RuleDescription]
        if let id {
            guard let rule = RuleRegistry.description(of: id) else {
                FileHandle.standardError.write(Data("vipera: error: unknown rule '\(id)' (see `vipera rules`)\n".utf8))
                throw ExitCode(ExitStatus.badInput.rawValue)
            }
            rules = [rule]
        } else {
            rules = RuleRegistry.descriptions
        }
        let text = json ? RuleDocumentation.json(rules) : RuleDocumentation.text(rules, withExamples: id != nil)
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
