import Foundation
import Stencil

/// Renders one template's paths and texts with Stencil, refusing undefined variables, leftover
/// tags and templates past `TemplateLimits`. Each text is lexed, checked and parsed once per run,
/// however many modules render it, and every lane shares them.
final class StencilRendering: @unchecked Sendable {
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

    private let limits: TemplateLimits
    private var environment = Environment()
    private let snippets: [String: String]
    private let check: UndefinedVariableCheck
    private let locate: (String) -> String
    /// Guards every property below: lanes render at once.
    private let lock = NSLock()
    /// The template's texts asked for so far, each lexed by the first lane that needs it.
    private var texts: [Source: LexedOnce] = [:]
    /// Texts already checked, each against the scope it was checked with.
    private var checked: Set<Checked> = []
    /// A number for each set of names variables were made with.
    private var scopes: [Set<String>: Int] = [:]

    /// Prepares rendering for `template`: every text file can be included by its path.
    init(template: Template, limits: TemplateLimits = TemplateLimits()) {
        self.limits = limits
        var snippets: [String: String] = [:]
        for file in template.files {
            if let text = file.text { snippets[file.path] = text }
        }
        self.snippets = snippets
        let locate = { (path: String) in template.location(of: TemplateFile(path: path, data: Data())) }
        self.locate = locate
        check = UndefinedVariableCheck(snippets: snippets, locate: locate)
        let caseForms = Extension()
        for (name, transform) in CaseForms.filters {
            caseForms.registerFilter(name) { value in value.map { transform("\($0)") } }
        }
        caseForms.registerFilter(LiteralBraces.filterName) { value in value.map { LiteralBraces.mark("\($0)") } }
        let limitedTags = LimitedTags.makeExtension { [unowned self] path in try snippetNodes(named: path) }
        environment = Environment(loader: SnippetLoader(rendering: self), extensions: [limitedTags, caseForms], trimBehaviour: .smart)
    }

    /// `values` as variables to render this renderer's texts with.
    func variables(_ values: [String: Any]) -> StencilVariables {
        lock.lock()
        defer { lock.unlock() }
        let names = Set(values.keys)
        let scope = scopes[names] ?? scopes.count
        scopes[names] = scope
        return StencilVariables(values: values, names: names, scope: scope)
    }

    /// Renders `text`, the `part` of the template file at `path`, with `variables` (made by
    /// this renderer's `variables(_:)`).
    func render(_ text: String, part: Part, path: String, variables: StencilVariables) throws(GenerationError) -> String {
        let nodes = try checkedNodes(text, source: Source(path: path, part: part), scope: variables)
        let budget = RenderBudget(limits: limits)
        let context = Context(dictionary: variables.values, environment: environment)
        let output: String
        do {
            output = try context.push(dictionary: [RenderBudget.contextKey: budget]) { try renderNodes(nodes, context) }
            try budget.checkOutput(output)
        } catch {
            throw renderError(error, path: path)
        }
        if let line = Self.lineOfLeftoverTag(in: output) {
            throw .render(location: locate(path), message: "line \(line) of the output still holds a template tag")
        }
        return LiteralBraces.restore(output)
    }

    /// The nodes of the snippet `name` (a text file of the template), parsed once, for
    /// `{% include %}`.
    func snippetNodes(named name: String) throws -> [NodeType] {
        guard let text = snippets[name] else { throw TemplateDoesNotExist(templateNames: [name], loader: environment.loader) }
        return try lexed(text, source: Source(path: name, part: .contents)).nodes(in: environment)
    }

    /// The lexed snippet `name` (a text file of the template), for `{% extends %}`; `nil` for a
    /// name that is none.
    func snippet(named name: String) throws(GenerationError) -> Stencil.Template? {
        guard let text = snippets[name] else { return nil }
        return try lexed(text, source: Source(path: name, part: .contents)).template
    }

    /// The nodes of `text`, the text of `source`, checked against the names of `scope` first
    /// (once: two lanes checking the same text at once both check it).
    private func checkedNodes(_ text: String, source: Source, scope: StencilVariables) throws(GenerationError) -> [NodeType] {
        let checkedText = Checked(source: source, scope: scope.scope)
        if !lock.withLock({ checked.contains(checkedText) }) {
            // The check sees the very tokens rendering uses: the file's own, and its snippets'.
            try check.check(text, path: source.path, scope: scope.names) { text, name throws(GenerationError) in
                try lexed(text, source: name == source.path ? source : Source(path: name, part: .contents)).lexed
            }
            _ = lock.withLock { checked.insert(checkedText) }
        }
        let stencilText = try lexed(text, source: source)
        do { return try stencilText.nodes(in: environment) } catch { throw renderError(error, path: source.path) }
    }

    /// `text`, the text of `source`, lexed the first time it is asked for.
    private func lexed(_ text: String, source: Source) throws(GenerationError) -> StencilText {
        let once = lock.withLock {
            let once = texts[source] ?? LexedOnce()
            texts[source] = once
            return once
        }
        return try once.get { () throws(GenerationError) in
            do throws(StencilText.TooLarge) {
                return try StencilText(text, named: source.path, environment: environment)
            } catch {
                throw .render(location: locate(source.path), message: error.message)
            }
        }
    }

    /// Stencil's `error` from rendering the file at `path`, at its file and line.
    private func renderError(_ error: any Error, path: String) -> GenerationError {
        guard let error = error as? TemplateSyntaxError else { return .render(location: locate(path), message: "\(error)") }
        return .render(location: location(of: error.token, defaultPath: path), message: error.reason)
    }

    /// Where an error at `token` is: its file and line, or the file at `defaultPath` for an error
    /// without a token. A token Stencil made for the error (a filter's) is placed where the
    /// first tag Stencil placed alike is.
    private func location(of token: Token?, defaultPath: String) -> String {
        guard let token else { return locate(defaultPath) }
        let path = token.sourceMap.filename ?? defaultPath
        let stencilLine = token.sourceMap.location
        let line = [Part.contents, .path].lazy.compactMap { part in
            let lexed = self.lock.withLock { self.texts[Source(path: path, part: part)] }?.lexedText?.lexed ?? []
            let placedAlike = { (other: LexedToken) in
                let otherLine = other.token.sourceMap.location
                return other.token.kind != .text && otherLine.lineNumber == stencilLine.lineNumber && otherLine.content == stencilLine.content
            }
            return (lexed.first { $0.token === token } ?? lexed.first(where: placedAlike))?.line
        }.first
        return "\(locate(path)):\(line ?? Int(stencilLine.lineNumber))"
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

/// A text's lexing, done by the first lane that asks for it while others wait for it: different
/// texts lex on several lanes at once, each text once.
private final class LexedOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<StencilText, GenerationError>?

    /// The lexed text, made by `lex` the first time.
    func get(_ lex: () throws(GenerationError) -> StencilText) throws(GenerationError) -> StencilText {
        lock.lock()
        defer { lock.unlock() }
        let result = result ?? Result(catching: lex)
        self.result = result
        return try result.get()
    }

    /// The lexed text, if it was lexed.
    var lexedText: StencilText? {
        lock.withLock { try? result?.get() }
    }
}
