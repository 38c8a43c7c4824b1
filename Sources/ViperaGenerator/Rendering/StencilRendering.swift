import Foundation
import Stencil

/// Renders one template's paths and texts with Stencil, refusing undefined variables and
/// leftover tags. It lexes each text and checks each file once, however many modules it renders.
///
/// Texts are lexed in one pass by `TemplateLexer` unless the template uses `{% extends %}`.
/// Those tokens carry no place in the file, so a text whose rendering fails is rendered again
/// with Stencil's lexer, whose error names the file and line.
final class StencilRendering {
    /// Which text of a template file is rendered: its path or its contents.
    enum Part: Hashable {
        case path
        case contents
    }

    /// One text of one template file.
    private struct Source: Hashable {
        let path: String
        let part: Part
    }

    /// A text checked against the names a context defines (by their number in `scopes`).
    private struct Checked: Hashable {
        let source: Source
        let scope: Int
    }

    /// Who lexes the template's texts.
    private enum Lexing {
        case linear
        case stencil
    }

    private let template: Template
    private let lexing: Lexing
    private let environment: Environment
    private let snippetLoader: SnippetLoader
    private let check: UndefinedVariableCheck
    private let locate: (String) -> String
    /// Lexed templates of the template's files (keyed by file, not by text, so a lookup does not
    /// hash the whole text).
    private var lexed: [Source: ParsedOnceTemplate] = [:]
    /// Texts already checked, each against the scope it was checked with.
    private var checked: Set<Checked> = []
    /// A number for each set of names variables were made with.
    private var scopes: [Set<String>: Int] = [:]

    /// Prepares rendering for `template`: every text file can be included by its path.
    convenience init(template: Template) {
        let extends = template.files.contains { file in
            TemplateLexer.usesExtends(file.path) || file.text.map(TemplateLexer.usesExtends) == true
        }
        self.init(template: template, lexing: extends ? .stencil : .linear)
    }

    private init(template: Template, lexing: Lexing) {
        self.template = template
        self.lexing = lexing
        var snippets: [String: String] = [:]
        for file in template.files {
            if let text = file.text { snippets[file.path] = text }
        }
        let additions = Extension()
        for (name, transform) in CaseForms.filters {
            additions.registerFilter(name) { value in value.map { transform("\($0)") } }
        }
        additions.registerTag("include", parser: ParsedOnceIncludeNode.parse)
        snippetLoader = SnippetLoader(texts: snippets)
        environment = Environment(
            loader: snippetLoader, extensions: [additions],
            templateClass: lexing == .linear ? LinearlyLexedTemplate.self : ParsedOnceTemplate.self, trimBehaviour: .smart
        )
        locate = { path in template.location(of: TemplateFile(path: path, data: Data())) }
        check = UndefinedVariableCheck(snippets: snippets, locate: locate)
    }

    /// `values` as variables to render this renderer's texts with.
    func variables(_ values: [String: Any]) -> StencilVariables {
        let names = Set(values.keys)
        let scope = scopes[names] ?? scopes.count
        scopes[names] = scope
        return StencilVariables(values: values, names: names, scope: scope)
    }

    /// Renders `text`, the `part` of the template file at `path`, with `variables` (made by
    /// this renderer's `variables(_:)`).
    func render(_ text: String, part: Part, path: String, variables: StencilVariables) throws(GenerationError) -> String {
        let source = Source(path: path, part: part)
        if checked.insert(Checked(source: source, scope: variables.scope)).inserted {
            // The check sees the very tokens rendering uses: the file's own, and its snippets'.
            try check.check(text, path: path, scope: variables.names) { text, name in
                name == path ? lex(text, source: source) : snippetLoader.template(named: name, text: text, environment: environment)
            }
        }
        let output: String
        do {
            output = try lex(text, source: source).render(variables.values)
        } catch  where lexing == .linear {
            let stencil = StencilRendering(template: template, lexing: .stencil)
            return try stencil.render(text, part: part, path: path, variables: stencil.variables(variables.values))
        } catch let error as TemplateSyntaxError {
            let file = error.token?.sourceMap.filename ?? path
            let line = error.token.map { ":\($0.sourceMap.location.lineNumber)" } ?? ""
            throw .render(location: "\(locate(file))\(line)", message: error.reason)
        } catch {
            throw .render(location: locate(path), message: "\(error)")
        }
        if let line = Self.lineOfLeftoverTag(in: output) {
            throw .render(location: locate(path), message: "line \(line) of the output still holds a template tag")
        }
        return output
    }

    /// `text`, the text of `source`, lexed once.
    private func lex(_ text: String, source: Source) -> ParsedOnceTemplate {
        if let template = lexed[source] { return template }
        let template = ParsedOnceTemplate.make(text, named: source.path, in: environment)
        lexed[source] = template
        return template
    }

    /// The line (from 1) of the first `{{` or `{%` in `output`, if any: one pass over its bytes
    /// in memory, lines counted only up to a tag found.
    static func lineOfLeftoverTag(in output: String) -> Int? {
        var output = output
        return output.withUTF8 { bytes in
            guard bytes.count > 1 else { return nil }
            for index in 1..<bytes.count where bytes[index - 1] == UInt8(ascii: "{") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%") {
                    return 1 + bytes[..<index].count(where: { $0 == UInt8(ascii: "\n") })
                }
            }
            return nil
        }
    }
}
