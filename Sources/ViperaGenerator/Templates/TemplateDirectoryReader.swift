import Foundation
import ViperaCore
import ViperaSupport

/// Reads a template folder on disk into `TemplateFile`s.
///
/// A symbolic link is followed when it points inside the template folder (a file link reads
/// that file under the link's name; a folder link reads the folder, unless it is one the link
/// is in); any other link, an unreadable file or folder, a FIFO or device, and a text file that
/// is not UTF-8 are errors naming the entry, so no file is ever silently left out.
enum TemplateDirectoryReader {
    /// Names that are never part of a template.
    static let ignoredNames: Set<String> = [".DS_Store", ".git"]

    /// A folder still to read.
    private struct Folder {
        /// Its path as shown in errors (below the folder the user named).
        let shown: String
        /// Its path relative to the template root, `""` for the root.
        let relative: String
        /// The real paths of it and of the folders it is in, to refuse a link loop.
        let realPaths: Set<String>
    }

    /// Every file below `directory`, skipping `excluded` top-level entries and ignored names.
    static func files(in directory: URL, excluding excluded: Set<String> = []) throws(ConfigurationError) -> [TemplateFile] {
        let root = try reading(directory.path) { () throws(FileReading.Failure) in try FolderListing.realPath(directory.path) }
        var files: [TemplateFile] = []
        var pending = [Folder(shown: directory.path, relative: "", realPaths: [root])]
        while let folder = pending.popLast() {
            let names = try reading(folder.shown) { () throws(FileReading.Failure) in try FolderListing.names(inFolder: folder.shown) }
            for name in names where !ignoredNames.contains(name) && !(folder.relative.isEmpty && excluded.contains(name)) {
                let shown = folder.shown + "/" + name
                let relative = folder.relative.isEmpty ? name : folder.relative + "/" + name
                switch try entryKind(shown, root: root) {
                case .file:
                    files.append(try file(at: shown, relative: relative))
                case .folder:
                    let real = try reading(shown) { () throws(FileReading.Failure) in try FolderListing.realPath(shown) }
                    guard !folder.realPaths.contains(real) else {
                        throw ConfigurationError(file: shown, line: nil, message: "is a symbolic link to a folder it is in (a loop)")
                    }
                    pending.append(Folder(shown: shown, relative: relative, realPaths: folder.realPaths.union([real])))
                case .symbolicLink, .other:
                    throw ConfigurationError(file: shown, line: nil, message: "is not a regular file or folder")
                }
            }
        }
        return files
    }

    /// What the entry at `path` is, following a symbolic link that stays inside `root`; a link
    /// that leaves it, dangles or loops is an error.
    private static func entryKind(_ path: String, root: String) throws(ConfigurationError) -> FolderListing.Kind {
        try reading(path) { () throws(FileReading.Failure) in
            let kind = try FolderListing.kind(of: path)
            guard kind == .symbolicLink else { return kind }
            let target: String
            do { target = try FolderListing.realPath(path) } catch {
                throw FileReading.Failure("is a symbolic link that cannot be followed: \(error)")
            }
            guard target == root || target.hasPrefix(root + "/") else {
                throw FileReading.Failure(
                    "is a symbolic link to '\(target.escapingControlCharacters)', outside '\(root.escapingControlCharacters)'; only links inside the folder read are followed"
                )
            }
            return try FolderListing.targetKind(of: path)
        }
    }

    /// The template file at `path`, named `relative` in the template; a text file must be UTF-8.
    private static func file(at path: String, relative: String) throws(ConfigurationError) -> TemplateFile {
        try reading(path) { () throws(FileReading.Failure) in
            let file = TemplateFile(path: relative, data: try FileReading.data(atPath: path))
            if !file.isBinary, file.text == nil { throw FileReading.notUTF8(file.data) }
            return file
        }
    }

    /// `body`'s result; its failure becomes an error naming `path`.
    private static func reading<T>(_ path: String, _ body: () throws(FileReading.Failure) -> T) throws(ConfigurationError) -> T {
        do { return try body() } catch { throw ConfigurationError(file: path, failure: error) }
    }

    /// Whether `directory` exists and is a folder.
    static func isDirectory(_ directory: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
