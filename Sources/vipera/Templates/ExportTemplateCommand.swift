import ArgumentParser
import Foundation
import ViperaGenerator

/// `vipera templates export <name> --xcode [<dir>]`: writes a template as an Xcode file template.
struct ExportTemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a template as an Xcode file template (<name>.xctemplate) for Xcode's New File dialog.",
        discussion: """
            The module name becomes a text option, each choice parameter a popup, each bool a checkbox; \
            every combination of them is a folder of the template rendered with Xcode's text macros. \
            Test files are left out. Parameters Xcode cannot express are refused, naming them.
            """
    )

    @Argument(help: "The template to export.")
    var name: String

    @Argument(
        help: ArgumentHelp(
            "The folder to write <name>.xctemplate in (default: ~/\(TemplateLocator.xcodeTemplatesPath)/vipera, the group 'vipera' in Xcode's dialog).",
            valueName: "dir"))
    var directory: String?

    @Flag(help: "Export as an Xcode file template (the one format there is).")
    var xcode = false

    @OptionGroup var lookup: TemplateLookupOptions

    func validate() throws {
        guard xcode else { throw ValidationError("Say which format to export to: --xcode.") }
    }

    func run() throws {
        try runReportingFailure {
            let template = try lookup.locator().template(named: name)
            let exporter = XcodeTemplateExporter(template: template)
            let bundle = try exporter.bundle()
            let home = URL(fileURLWithPath: ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory())
            let folder =
                directory.map { URL(fileURLWithPath: $0) }
                ?? home.appendingPathComponent(TemplateLocator.xcodeTemplatesPath).appendingPathComponent("vipera")
            let destination = try exporter.write(bundle, into: folder)
            let files = bundle.files.count - 1
            print("Exported template '\(template.name)' to \(destination.path): \(bundle.folders == 1 ? "" : "\(bundle.folders) folders, ")\(files) files")
            print("options: " + bundle.options.joined(separator: ", "))
            if !bundle.unused.isEmpty {
                print(
                    "left out: \(bundle.unused.joined(separator: ", ")) (\(bundle.unused.count == 1 ? "it changes" : "they change") nothing in the module's files)"
                )
            }
            if let tests = template.manifest.tests {
                print("not exported: the test files (\(tests)/); Xcode adds a file template's files to one target")
            }
        }
    }
}
