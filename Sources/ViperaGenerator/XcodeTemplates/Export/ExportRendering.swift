import Foundation

/// Renders a vipera template for export: its module files (tests stay out: Xcode puts a file
/// template's files in one target), with stand-ins for what Xcode's macros fill and the given
/// parameter values.
struct ExportRendering {
    let template: Template
    let renderer: TemplateRenderer

    init(template: Template) {
        self.template = template
        renderer = TemplateRenderer(template: template)
    }

    /// The module files for parameter `values` (raw, as `--param` takes them), by path.
    func files(_ values: [String: String]) throws(GenerationError) -> [String: Data] {
        var parameters: [String: any Sendable] = [:]
        for parameter in template.manifest.parameters {
            guard let raw = values[parameter.name], let value = parameter.value(from: raw) else { continue }
            parameters[parameter.name] = value
        }
        var context = RenderContext(
            module: ExportStandIns.module, author: ExportStandIns.author, date: Date(timeIntervalSince1970: 0),
            project: ExportStandIns.project, parameters: parameters
        )
        context.date = ExportStandIns.date
        context.year = ExportStandIns.year
        var result: [String: Data] = [:]
        for file in try renderer.render(context) where !file.isTest && !file.isFolder {
            result[file.path] = file.data
        }
        return result
    }
}
