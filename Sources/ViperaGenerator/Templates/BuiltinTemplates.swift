import Foundation
import ViperaCore

/// The templates embedded in the binary from the package's `Templates/` folder.
enum BuiltinTemplates {
    /// The embedded files, grouped by template name.
    static let filesByTemplate: [String: [TemplateFile]] = {
        var result: [String: [TemplateFile]] = [:]
        for entry in EmbeddedTemplateFiles.files {
            guard let data = Data(base64Encoded: entry.base64) else { continue }
            result[entry.template, default: []].append(TemplateFile(path: entry.path, data: data))
        }
        return result
    }()

    /// The names of the built-in templates, sorted.
    static var names: [String] { filesByTemplate.keys.sorted() }

    /// The built-in template called `name`, if there is one.
    static func template(named name: String) throws(ConfigurationError) -> Template? {
        guard let files = filesByTemplate[name] else { return nil }
        return try Template(name: name, origin: .builtin, files: files)
    }
}
