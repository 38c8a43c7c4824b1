import Foundation

/// Finds the Swift files to check below the given paths.
struct SourceFiles {
    /// Folders never entered, besides hidden ones.
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    let configuration: Configuration

    /// The files to check: explicit files as given, folders searched recursively; with no
    /// paths, the configuration's `included` globs (or the whole root). `excluded` globs and
    /// the skipped folders apply below folders.
    /// - Throws: `LintError` for a path that does not exist or when nothing is left to check.
    func inputs(for paths: [String]) throws(LintError) -> [SourceInput] {
        let root = configuration.root
        let excluded = configuration.excluded.map(Glob.init)
        let included = configuration.included.map(Glob.init)
        var urls: [URL] = []
        let starts = paths.isEmpty ? [root] : paths.map(root.resolving)
        for start in starts {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: start.path, isDirectory: &isDirectory) else {
                throw .pathNotFound(start.path)
            }
            guard isDirectory.boolValue else {
                urls.append(start)
                continue
            }
            urls += swiftFiles(below: start).filter { url in
                let relative = relativePath(url)
                return !excluded.contains { $0.matches(relative) }
                    && (!paths.isEmpty || included.isEmpty || included.contains { $0.matches(relative) })
            }
        }
        let unique = Array(Set(urls.map(\.path))).sorted()
        guard !unique.isEmpty else { throw .noFiles(starts.map(\.path)) }
        return unique.map { SourceInput(url: URL(fileURLWithPath: $0), path: relativePath(URL(fileURLWithPath: $0))) }
    }

    /// `url`'s path relative to the root, or absolute when it is outside.
    func relativePath(_ url: URL) -> String {
        let root = configuration.root.path.hasSuffix("/") ? configuration.root.path : configuration.root.path + "/"
        return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
    }

    private func swiftFiles(below folder: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isDirectoryKey, .isRegularFileKey]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                if name.hasPrefix(".") || Self.skippedFolders.contains(name) { enumerator.skipDescendants() }
            } else if name.hasSuffix(".swift"), values?.isRegularFile == true {
                files.append(url.standardizedFileURL)
            }
        }
        return files
    }
}
