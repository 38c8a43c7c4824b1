import ArgumentParser
import Foundation
import ViperaCore
import ViperaGenerator

/// `vipera templates list`: every template that can be named, and where it comes from.
struct ListTemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every template (built-in, user, project) with its summary, profile and source."
    )

    @OptionGroup var lookup: TemplateLookupOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        try runReportingFailure {
            let summaries = try lookup.locator().summaries()
            if json {
                print(try JSONText.pretty(summaries))
                return
            }
            let nameWidth = summaries.map(\.name.count).max() ?? 0
            for summary in summaries {
                let name = summary.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                let source = summary.path.map { "\(summary.source): \($0)" } ?? summary.source
                let profile = summary.profile.map { "profile \($0), " } ?? ""
                print("\(name)  \(summary.summary ?? "(no summary)") [\(profile)\(source)]")
            }
        }
    }
}
