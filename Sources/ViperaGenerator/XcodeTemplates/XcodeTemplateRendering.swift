import Foundation
import ViperaCore

/// Renders a `.xctemplate` bundle as Xcode's New File dialog would: option values from the
/// module name and the parameters, the files of the folder the popups and checkboxes select,
/// and every macro in their names and (text) contents expanded.
struct XcodeTemplateRendering {
    let template: Template
    let info: XcodeTemplateInfo

    /// Every file of the selected folder, rendered for `context`.
    func render(_ context: RenderContext) throws(GenerationError) -> [RenderedFile] {
        let macros = try optionMacros(context)
        let fileBaseName = macros.values["VARIABLE_\(XcodeTemplateInfo.productName)"] ?? context.module
        var pathMacros = macros
        pathMacros.values["FILEBASENAME"] = fileBaseName
        pathMacros.values["FILEBASENAMEASIDENTIFIER"] = XcodeMacroModifier.identifier(fileBaseName)
        var result: [RenderedFile] = []
        for (file, relativePath) in try XcodeTemplateFolder(template: template, info: info).files(values: macros.values) {
            let path = try renderPath(relativePath, file: file, macros: pathMacros)
            var data = file.data
            if let text = file.text {
                let fileName = String(path.split(separator: "/").last ?? "")
                var contentMacros = macros
                contentMacros.values["FILENAME"] = fileName
                contentMacros.values["FILEBASENAME"] = (fileName as NSString).deletingPathExtension
                contentMacros.values["FILEBASENAMEASIDENTIFIER"] = XcodeMacroModifier.identifier((fileName as NSString).deletingPathExtension)
                data = Data(try contentMacros.expand(text, location: template.location(of: file), place: "file contents").utf8)
            }
            result.append(RenderedFile(path: path, data: data, isTest: false))
        }
        return result
    }

    /// The macros every file sees: the run's (project, author, date…), the team's
    /// (`IDETemplateMacros.plist`, over the run's of the same name) and each option's value
    /// (`VARIABLE_<identifier>`), options in plist order, each able to use the ones before it.
    private func optionMacros(_ context: RenderContext) throws(GenerationError) -> XcodeMacros {
        let organization = context.company ?? ""
        var macros = XcodeMacros(
            values: [
                "PROJECTNAME": context.project, "PACKAGENAME": context.project, "FULLUSERNAME": context.author,
                "DATE": context.date, "TIME": context.time, "YEAR": context.year, "ORGANIZATIONNAME": organization,
                "COPYRIGHT": organization.isEmpty ? "" : "Copyright © \(context.year) \(organization). All rights reserved.",
            ],
            options: info.options.map(\.identifier)
        )
        macros.definitions = context.xcodeTextMacros.definitions
        for name in macros.definitions.keys { macros.values[name] = nil }
        let plist = template.location(of: TemplateFile(path: XcodeTemplateInfo.fileName, data: Data()))
        for option in info.options {
            let value: String
            switch option.kind {
            case .text where option.identifier == info.moduleOption:
                value = context.module
            case .text, .static:
                let raw = option.kind == .static ? option.defaultValue ?? "" : context.parameters[option.identifier].map { "\($0)" } ?? ""
                value = try macros.expand(raw, location: plist, place: "the value of option '\(option.identifier)'", numbersLines: false)
            case .popup:
                value = context.parameters[option.identifier].map { "\($0)" } ?? ""
            case .checkbox:
                value = context.parameters[option.identifier] as? Bool == true ? "true" : "false"
            }
            macros.values["VARIABLE_\(option.identifier)"] = value
        }
        return macros
    }

    /// `path` (relative to the selected folder) with the macros of every component expanded.
    private func renderPath(_ path: String, file: TemplateFile, macros: XcodeMacros) throws(GenerationError) -> String {
        var components: [String] = []
        for component in path.split(separator: "/") {
            let rendered = try macros.expand(String(component), location: template.location(of: file), place: "a file name", numbersLines: false)
            guard !rendered.isEmpty, rendered != ".", rendered != "..", !rendered.contains("/") else {
                throw .unsafePath(path: rendered, reason: "rendered from '\(template.location(of: file))' as a file or folder name")
            }
            components.append(rendered)
        }
        return components.joined(separator: "/")
    }
}
