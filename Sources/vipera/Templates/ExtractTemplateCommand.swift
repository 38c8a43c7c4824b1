import ArgumentParser
import Foundation
import ViperaGenerator

/// `vipera templates extract <Module> --name <template>`: makes one of the project's modules a
/// template.
struct ExtractTemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Make one of the project's modules a template in ./.vipera/templates/<name>.",
        discussion: """
            Every spelling of the module's name (Login, login, LOGIN, login_module, loginButton…) in paths and \
            contents becomes a tag, text that would read as a tag is escaped, and the module's tests (a folder \
            named for it, such as LoginTests/ or AppTests/Login/) become the template's tests. The template is \
            written only once it renders the module's files back byte for byte, and Swift files that parse \
            for another name.
            """
    )

    @Argument(help: "The module to extract, e.g. Login.")
    var module: String

    @Option(help: ArgumentHelp("The module's folder, when its name finds none or several.", valueName: "folder"))
    var from: String?

    @Option(help: ArgumentHelp("The folder of the module's tests, when its name finds several.", valueName: "folder"))
    var testsFrom: String?

    @Option(help: ArgumentHelp("The new template's name.", valueName: "template"))
    var name: String

    func run() throws {
        try runReportingFailure {
            let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let locator = TemplateLocator.standard(workingDirectory: workingDirectory, environment: ProcessInfo.processInfo.environment, extraDirectory: nil)
            let extraction = try TemplateExtractor(workingDirectory: workingDirectory, locator: locator)
                .extract(module: module, from: from, testsFrom: testsFrom, as: name)
            let count = { (number: Int, noun: String) in "\(number) \(noun)\(number == 1 ? "" : "s")" }
            let tests = extraction.testsFolder.map { ", \(count(extraction.testFiles, "test file")) from \($0)" } ?? ", no tests found"
            print("Extracted module \(module) from \(extraction.moduleFolder) into template '\(name)': \(count(extraction.files, "file"))\(tests)")
            for note in extraction.notes { printDiagnostic(.note, note) }
            print("Generate with it: vipera <Module> \(name)")
        }
    }
}
