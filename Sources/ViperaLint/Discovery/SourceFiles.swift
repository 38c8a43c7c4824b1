import Foundation
import ViperaCore
import ViperaSupport

/// Finds the Swift files to check below the given paths.
struct SourceFiles {
    let configuration: Configuration

    /// The files to check: explicit files as given, folders searched recursively; with no
    /// paths, the configuration's `included` globs (or the whole root). `excluded` globs and
    /// the skipped folders apply below folders.
    /// - Throws: `LintError` for a path that does not exist or when nothing is left to check.
    func inputs(for paths: [String]) throws(LintError) -> [SourceInput] {
        let root = configuration.root
        let excluded = configuration.excluded.map(Glob.init)
        let included = configuration.included.map(Glob.init)
        var files: [String] = []
        let starts = paths.isEmpty ? [root] : paths.map(root.resolving)
        for start in starts {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: start.path, isDirectory: &isDirectory) else {
                throw .pathNotFound(start.path)
            }
            guard isDirectory.boolValue else {
                files.append(start.path)
                continue
            }
            files += swiftFiles(below: start).filter { file in
                let relative = relativePath(file)
                return !excluded.contains { $0.matches(relative) }
                    && (!paths.isEmpty || included.isEmpty || included.contains { $0.matches(relative) })
            }
        }
        let unique = Array(Set(files)).sorted()
        guard !unique.isEmpty else { throw .noFiles(starts.map(\.path)) }
        return unique.map { SourceInput(filePath: $0, path: relativePath($0)) }
    }

    /// A file's path relative to the root, or absolute when it is outside.
    private func relativePath(_ file: String) -> String {
        AbsolutePath.relative(file, to: configuration.root.path)
    }

    /// The Swift files below `folder` (`SwiftFileSearch`: hidden and skipped folders are not entered).
    private func swiftFiles(below folder: URL) -> [String] {
        SwiftFileSearch.files(below: folder.standardizedFileURL.path) ?? []
    }
}
