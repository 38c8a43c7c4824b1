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
        let root = configuration.root.path.hasSuffix("/") ? configuration.root.path : configuration.root.path + "/"
        return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
    }

    /// The regular `.swift` files below `folder`, not following symbolic links, skipping hidden
    /// and skipped folders. Reads directories with `readdir`, whose entry types spare a `stat`
    /// per file (FileManager's enumerator asks for each file's resource values).
    private func swiftFiles(below folder: URL) -> [String] {
        var files: [String] = []
        var folders = [folder.standardizedFileURL.path]
        while let path = folders.popLast() {
            guard let directory = opendir(path) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                guard name != ".", name != ".." else { continue }
                let child = path.hasSuffix("/") ? path + name : path + "/" + name
                switch Self.kind(of: entry.pointee.d_type, at: child) {
                case .directory where !name.hasPrefix(".") && !Self.skippedFolders.contains(name): folders.append(child)
                case .file where name.hasSuffix(".swift"): files.append(child)
                default: continue
                }
            }
        }
        return files
    }

    private enum EntryKind { case directory, file, other }

    /// A directory entry's kind, from its type or, when the file system does not tell, `lstat`.
    private static func kind(of type: UInt8, at path: String) -> EntryKind {
        switch Int32(type) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .file
        case Int32(DT_UNKNOWN):
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFREG: return .file
            default: return .other
            }
        default: return .other
        }
    }
}
