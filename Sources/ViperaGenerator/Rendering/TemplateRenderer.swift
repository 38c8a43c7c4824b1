import Foundation

/// Renders every file of a template (names and contents) in memory.
public struct TemplateRenderer {
    public let template: Template
    /// `nil` for vipera 1.x templates, which use placeholders instead of Stencil, and for
    /// Generamba templates.
    private let stencil: StencilRendering?
    /// Set for Generamba templates, which use Liquid and a `.rambaspec`.
    private let generamba: GenerambaRendering?

    public init(template: Template) {
        self.template = template
        if let rambaspec = template.rambaspec {
            generamba = GenerambaRendering(template: template, rambaspec: rambaspec)
            stencil = nil
        } else {
            generamba = nil
            stencil = LegacyPlaceholders.isLegacy(template) ? nil : StencilRendering(template: template)
        }
    }

    /// The rendered files. A file whose rendered name is empty is left out, so templates can
    /// make files conditional (`{% if tests %}{{ module }}Tests.swift{% endif %}`).
    public func render(_ context: RenderContext) throws(GenerationError) -> [RenderedFile] {
        if let generamba { return try generamba.render(context) }
        let includes = template.manifest.includes + "/"
        let tests = template.manifest.tests.map { $0 + "/" }
        var result: [RenderedFile] = []
        for file in template.files where !file.path.hasPrefix(includes) {
            let location = template.location(of: file)
            let renderedPath: String
            if let stencil {
                renderedPath = try stencil.render(file.path, path: file.path, variables: context.dictionary(file: ""))
            } else {
                renderedPath = try LegacyPlaceholders.render(file.path, context: context, location: location)
            }
            if renderedPath.hasPrefix("/") {
                throw .unsafePath(path: renderedPath, reason: "rendered from '\(location)' as an absolute path")
            }
            let components = renderedPath.split(separator: "/", omittingEmptySubsequences: false)
            if components.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
            var data = file.data
            if let text = file.text {
                let fileName = String(components.last ?? "")
                let output = if let stencil {
                    try stencil.render(text, path: file.path, variables: context.dictionary(file: fileName))
                } else {
                    try LegacyPlaceholders.render(text, context: context, location: location)
                }
                data = Data(output.utf8)
            }
            if let tests, renderedPath.hasPrefix(tests) {
                result.append(RenderedFile(path: String(renderedPath.dropFirst(tests.count)), data: data, isTest: true))
            } else {
                result.append(RenderedFile(path: renderedPath, data: data, isTest: false))
            }
        }
        return result
    }
}
