import ArgumentParser
import Foundation
import ViperaCore
import ViperaGenerator
import ViperaLint
import ViperaSupport

/// `vipera init`: detects a codebase's naming conventions, profile, class prefixes and code to
/// exclude, and writes them to a commented `.vipera.yml` that `vipera lint` then uses.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Detect the codebase's VIPER dialect and write a commented .vipera.yml for `vipera lint`.",
        discussion: """
            Without Swift code yet, writes a starting file: the default template and profile, other keys commented.
            Exit status: 0 when written (or printed), 2 when .vipera.yml exists without --force or the folder does not exist.
            """
    )

    @Argument(help: "The codebase's folder (default: the current folder).")
    var path = "."

    @Flag(help: "Overwrite an existing .vipera.yml.")
    var force = false

    @Flag(help: "Print the file instead of writing it.")
    var dryRun = false

    func run() async throws {
        var request = InitRequest(folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolving(path))
        request.force = force
        request.dryRun = dryRun
        request.startingTemplate = TemplateLocator.defaultTemplateName
        try runReportingFailure {
            let outcome = try request.run()
            let written = path == "." ? ProjectFile.fileName : "\(path)/\(ProjectFile.fileName)"
            let report = (outcome.decisions + [dryRun ? "would write \(written):" : "wrote \(written)"]).map { "vipera: \($0)\n" }.joined()
            // A dry run's standard output is the file alone.
            if dryRun {
                printError(String(report.dropLast()))
                FileHandle.standardOutput.write(Data(outcome.text.utf8))
            } else {
                FileHandle.standardOutput.write(Data(report.utf8))
            }
        }
    }
}
