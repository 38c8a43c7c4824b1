import Foundation
import ViperaCore

/// The templates embedded in the binary from the package's `Templates/` folder; a template's
/// files are decoded only when it is asked for.
enum BuiltinTemplates {
    /// The names of the built-in templates, sorted.
    static let names: [String] = Array(Set(EmbeddedTemplateFiles.files.map(\.template))).sorted()

    /// The built-in template called `name`, if there is one.
    static func template(named name: String) throws(ConfigurationError) -> Template? {
        let files = EmbeddedTemplateFiles.files.filter { $0.template == name }.compactMap { entry in
            Data(base64Encoded: entry.base64).map { TemplateFile(path: entry.path, data: $0) }
        }
        guard !files.isEmpty else { return nil }
        return try Template(name: name, origin: .builtin, files: files)
    }
}
