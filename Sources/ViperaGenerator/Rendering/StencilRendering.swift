import Foundation
import Stencil

/// Renders one template's paths and texts with Stencil, refusing undefined variables and
/// leftover tags. It lexes each text and checks each file once, however many modules it renders.
final class StencilRendering {
    private let environment: Environment
    private let check: UndefinedVariableCheck
    private let locate: (String) -> String
    /// Lexed templates by their text.
    private var lexed: [String: Stencil.Template] = [:]
    /// Texts already checked against a scope, as `path`, scope and text.
    private var checked: Set<[String]> = []

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
        environment = Environment(
            loader: SnippetLoader(texts: snippets), extensions: [filters], templateClass: ParsedOnceTemplate.self, trimBehaviour: .smart
        )
        locate = { path in template.location(of: TemplateFile(path: path, data: Data())) }
        check = UndefinedVariableCheck(snippets: snippets, locate: locate)
    }

    /// Renders `text`, the template file at `path`, with `context` seen as `variables`.
    func render(_ text: String, path: String, variables: [String: Any]) throws(GenerationError) -> String {
        let scope = Set(variables.keys)
        if checked.insert([path, scope.sorted().joined(separator: ","), text]).inserted {
            try check.check(text, path: path, scope: scope, lex: lex)
        }
        let output: String
        do {
            output = try lex(text, name: path).render(variables)
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

    /// `text` lexed once, named `name` for errors.
    private func lex(_ text: String, name: String) -> Stencil.Template {
        if let template = lexed[text] { return template }
        let template = ParsedOnceTemplate(templateString: text, environment: environment, name: name)
        lexed[text] = template
        return template
    }
}
