import Foundation
import Stencil

/// Renders one template's paths and texts with Stencil, refusing undefined variables and
/// leftover tags.
struct StencilRendering {
    private let environment: Environment
    private let check: UndefinedVariableCheck
    private let locate: (String) -> String

    /// Prepares rendering for `template`: every text file can be included by its path.
    init(template: Template) {
        var snippets: [String: String] = [:]
        for file in template.files {
            if let text = file.text { snippets[file.path] = text }
        }
        let filters = Extension()
        for (name, transform) in CaseForms.filters {
            filters.registerFilter(name) { value in value.map { transform("\($0)") } }
        }
        environment = Environment(loader: DictionaryLoader(templates: snippets), extensions: [filters], trimBehaviour: .smart)
        locate = { path in template.location(of: TemplateFile(path: path, data: Data())) }
        check = UndefinedVariableCheck(snippets: snippets, locate: locate)
    }

    /// Renders `text`, the template file at `path`, with `context` seen as `variables`.
    func render(_ text: String, path: String, variables: [String: Any]) throws(GenerationError) -> String {
        try check.check(text, path: path, scope: Set(variables.keys))
        let output: String
        do {
            output = try Stencil.Template(templateString: text, environment: environment, name: path).render(variables)
        } catch let error as TemplateSyntaxError {
            let file = error.token?.sourceMap.filename ?? path
            let line = error.token.map { ":\($0.sourceMap.location.lineNumber)" } ?? ""
            throw .render(location: "\(locate(file))\(line)", message: error.reason)
        } catch {
            throw .render(location: locate(path), message: "\(error)")
        }
        if let line = output.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex(where: { $0.contains("{{") || $0.contains("{%") }) {
            throw .render(location: locate(path), message: "line \(line + 1) of the output still holds a template tag")
        }
        return output
    }
}
