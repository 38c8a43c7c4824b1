import Foundation
import ViperaCore

/// Reads a template folder on disk into `TemplateFile`s.
enum TemplateDirectoryReader {
    /// Names that are never part of a template.
    static let ignoredNames: Set<String> = [".DS_Store", ".git"]

    /// Every regular file below `directory` (following symlinks to files), skipping `excluded`
    /// top-level entries and ignored names.
    static func files(in directory: URL, excluding excluded: Set<String> = []) throws(ConfigurationError) -> [TemplateFile] {
        let root = directory.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey]
        ) else {
            throw ConfigurationError(file: directory.path, line: nil, message: "cannot read the template folder")
        }
        var files: [TemplateFile] = []
        while let url = enumerator.nextObject() as? URL {
            let relative = String(url.resolvingSymlinksInPath().path.dropFirst(root.path.count + 1))
            let name = url.lastPathComponent
            if ignoredNames.contains(name) || (enumerator.level == 1 && excluded.contains(name)) {
                enumerator.skipDescendants()
                continue
            }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            do {
                files.append(TemplateFile(path: relative, data: try Data(contentsOf: url)))
            } catch {
                throw ConfigurationError(file: url.path, line: nil, message: "cannot read the template file: \(error.localizedDescription)")
            }
        }
        return files
    }

    /// Whether `directory` exists and is a folder.
    static func isDirectory(_ directory: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
