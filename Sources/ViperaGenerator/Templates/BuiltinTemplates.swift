import Foundation
import ViperaCore

/// The templates embedded in the binary from the package's `Templates/` folder.
///
/// `Templates/_shared/` holds the snippets several built-in templates include (the file header,
/// the tests' `@testable import`, sample values): every built-in template has them in its
/// `_includes/` unless it has a file of the same path itself, so one copy serves all of them and
/// a template copied or exported out of vipera still has every file it includes.
enum BuiltinTemplates {
    /// The folder of `Templates/` whose files every built-in template has.
    static let sharedFolder = "_shared"

    /// The names of the built-in templates, sorted.
    static let names: [String] = Array(Set(EmbeddedTemplateFiles.files.map(\.template)).subtracting([sharedFolder])).sorted()

    /// The built-in template called `name`, if there is one.
    static func template(named name: String) throws(ConfigurationError) -> Template? {
        guard name != sharedFolder else { return nil }
        let own = files(of: name)
        guard !own.isEmpty else { return nil }
        let ownPaths = Set(own.map(\.path))
        let shared = files(of: sharedFolder).filter { !ownPaths.contains($0.path) }
        return try Template(name: name, origin: .builtin, files: (own + shared).sorted { $0.path < $1.path })
    }

    /// The embedded files of the folder `folder` of `Templates/`.
    private static func files(of folder: String) -> [TemplateFile] {
        EmbeddedTemplateFiles.files.filter { $0.template == folder }.map { entry in
            TemplateFile(path: entry.path, data: Data(entry.text.utf8))
        }
    }
}
