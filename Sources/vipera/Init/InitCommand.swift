import ArgumentParser
import Foundation
import ViperaCore
import ViperaGenerator
import ViperaLint
import ViperaSupport

/// `vipera init`: detects a codebase's naming conventions, profile, class prefixes and code to
/// exclude, and where and how its modules are written, and writes them to a commented
/// `.vipera.yml` that `vipera lint` and `vipera <Module>` then use.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Detect the codebase's VIPER dialect and layout and write a commented .vipera.yml for `vipera lint` and `vipera <Module>`.",
        discussion: """
            For the generator: the folder holding most modules (output), where their tests are (tests_path), the Xcode \
            project and the targets compiling them, and the template: the built-in one of the team's dialect, else one \
            extracted into .vipera/templates/team from the team's most complete module, one that lints clean first, \
            else the one with the fewest findings.
            Without Swift code yet, writes a starting file: the default template and profile, other keys commented.
            Exit status: 0 when written (or printed); 2 when .vipera.yml exists without --force, the folder does not exist, \
            or the module --template-from names cannot be extracted; 3 when --template-from would overwrite \
            .vipera/templates/team. Nothing is written then.
            """
    )

    @Argument(help: "The codebase's folder (default: the current folder).")
    var path = "."

    @Flag(help: "Overwrite an existing .vipera.yml.")
    var force = false

    @Flag(help: "Print the file instead of writing it (and write no template).")
    var dryRun = false

    @Option(help: ArgumentHelp("The module to extract the team's template from, whatever the dialect.", valueName: "Module"))
    var templateFrom: String?

    func run() async throws {
        var request = InitRequest(folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolving(path))
        request.force = force
        request.dryRun = dryRun
        request.startingTemplate = TemplateLocator.defaultTemplateName
        let generator = InitGenerator(templateFrom: templateFrom, dryRun: dryRun)
        let root = request.folder
        request.generatorKeys = { detection, findings in try generator.part(root: root, detection: detection, findings: findings) }
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
