import ArgumentParser
import ViperaGenerator

/// `vipera templates show <name>`: a template's source, files, parameters and profile.
struct ShowTemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a template's source, files, parameters and profile."
    )

    @Argument(help: "The template's name.")
    var name: String

    @OptionGroup var lookup: TemplateLookupOptions

    func run() throws {
        try runReportingFailure {
            let template = try lookup.locator().template(named: name)
            print("\(template.name): \(template.manifest.summary ?? "(no summary)")")
            print("source: \(template.origin)")
            print("profile: \(template.manifest.profile?.rawValue ?? "none")")
            let syntax =
                template.xcodeInfo != nil
                ? "Xcode file template (TemplateInfo.plist, ___MACRO___ text macros)"
                : template.rambaspec != nil
                    ? "Generamba (Liquid)"
                    : template.hasManifest ? "Stencil" : "Stencil or vipera 1.x placeholders"
            print("syntax: \(syntax)")
            if let xcodeInfo = template.xcodeInfo {
                print("module name: " + (xcodeInfo.moduleOption.map { "option \($0)" } ?? "the file name (___FILEBASENAME___)"))
                for option in xcodeInfo.options where option.kind == .static {
                    print("derived: \(option.identifier) = \(option.defaultValue ?? "")")
                }
            }
            print("parameters:" + (template.manifest.parameters.isEmpty ? " none" : ""))
            for parameter in template.manifest.parameters {
                let defaultValue = parameter.defaultValue.map { $0.isEmpty ? "default empty" : "default \($0)" } ?? "required"
                let description = parameter.description.map { " - \($0)" } ?? ""
                print("  \(parameter.name): \(parameter.acceptedValues) (\(defaultValue))\(description)")
            }
            print("files:")
            for file in template.files { print("  \(file.path)") }
        }
    }
}
