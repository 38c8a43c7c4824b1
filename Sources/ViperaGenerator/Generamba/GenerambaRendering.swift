import Foundation
import Liquid
import ViperaCore

/// Renders a Generamba template: its `.rambaspec` (itself rendered with Liquid first, as
/// Generamba does) lists the files; each file's name and content are rendered with Liquid.
///
/// A code file `{name: View/ViewController.swift, path: …}` of module `Login` is written to
/// `Login/View/<prefix>LoginViewController.swift`; test files go to the tests folder the same way.
final class GenerambaRendering {
    /// Where `{% include 'name' %}` looks, relative to the template folder.
    static let snippetFolder = "snippets"

    private let template: Template
    private let rambaspec: TemplateFile
    private let liquid: LiquidRenderer
    private let filesByPath: [String: TemplateFile]

    init(template: Template, rambaspec: TemplateFile) {
        self.template = template
        self.rambaspec = rambaspec
        var snippets: [String: LiquidRenderer.Snippet] = [:]
        let prefix = Self.snippetFolder + "/"
        for file in template.files where file.path.hasPrefix(prefix) && file.path.hasSuffix(".liquid") {
            guard let text = file.text else { continue }
            let name = String(file.path.dropFirst(prefix.count).dropLast(".liquid".count))
            snippets[name] = .init(text: text, location: template.location(of: file))
        }
        liquid = LiquidRenderer(
            snippets: snippets, snippetPattern: "\(prefix)<name>.liquid in the template folder",
            textFilters: Dictionary(uniqueKeysWithValues: CaseForms.filters.map { ($0.name, $0.transform) })
        )
        filesByPath = Dictionary(template.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every code and test file the `.rambaspec` lists, rendered for `context`.
    func render(_ context: RenderContext) throws(GenerationError) -> [RenderedFile] {
        let variables = GenerambaScope.variables(for: context)
        let specLocation = template.location(of: rambaspec)
        let specText = try renderLiquid(rambaspec.text ?? "", location: specLocation, scope: variables)
        let spec: Rambaspec
        do { spec = try Rambaspec(file: specLocation, text: specText) } catch { throw .configuration(error) }
        var result: [RenderedFile] = []
        for (entry, isTest) in spec.codeFiles.map({ ($0, false) }) + spec.testFiles.map({ ($0, true) }) {
            result.append(try render(entry, isTest: isTest, variables: variables, specLocation: specLocation))
        }
        return result
    }

    private func render(
        _ entry: Rambaspec.Entry, isTest: Bool, variables: [String: LiquidValue], specLocation: String
    ) throws(GenerationError) -> RenderedFile {
        guard let path = entry.path else {
            return RenderedFile(path: entry.name, data: Data(), isTest: isTest, isFolder: true)
        }
        guard let file = try file(at: path, entry: entry, specLocation: specLocation) else {
            throw .configuration(
                ConfigurationError(
                    file: specLocation, line: entry.line, message: "'\(path)' is not a file of the template"
                ))
        }
        let folder = (entry.name as NSString).deletingLastPathComponent
        let basename = (entry.name as NSString).lastPathComponent
        let nameTemplate = entry.customName ?? "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}"
        let fileName = try renderLiquid(
            nameTemplate, location: specLocation, firstLine: entry.line ?? 1,
            scope: GenerambaScope.setting("file_basename", to: basename, in: variables)
        )
        var data = file.data
        if let text = file.text {
            let content = try renderLiquid(
                text, location: template.location(of: file),
                scope: GenerambaScope.setting("file_name", to: fileName, in: variables)
            )
            data = Data(content.utf8)
        }
        return RenderedFile(path: folder.isEmpty ? fileName : "\(folder)/\(fileName)", data: data, isTest: isTest)
    }

    /// `text` rendered with Liquid; its errors are the template's rendering errors.
    private func renderLiquid(
        _ text: String, location: String, firstLine: Int = 1, scope: [String: LiquidValue]
    ) throws(GenerationError) -> String {
        do {
            return try liquid.render(text, location: location, firstLine: firstLine, scope: scope)
        } catch {
            throw .render(location: error.location, message: error.message)
        }
    }

    /// The template file at `path`; on a file system that ignores letter case (macOS's default)
    /// Generamba found `Code/View.swift.liquid` as `code/view.swift.liquid`, so a path that
    /// differs only in case is used when exactly one file matches.
    private func file(at path: String, entry: Rambaspec.Entry, specLocation: String) throws(GenerationError) -> TemplateFile? {
        if let file = filesByPath[path] { return file }
        let matches = template.files.filter { $0.path.lowercased() == path.lowercased() }
        guard matches.count <= 1 else {
            throw .configuration(
                ConfigurationError(
                    file: specLocation, line: entry.line,
                    message: "'\(path)' matches several files when letter case is ignored (\(matches.map(\.path).joined(separator: ", ")))"
                ))
        }
        return matches.first
    }
}
