import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds a project's Swift files: the validator checks them, the generator reads their
/// declarations before writing a module.
public enum SwiftFileSearch {
    /// Folders never entered, besides hidden ones: build products and vendored dependencies.
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    /// The regular `.swift` files below `folder`, not following symbolic links, skipping hidden
    /// and skipped folders, in no particular order. Reads directories with `readdir`, whose entry
    /// types spare a `stat` per file (FileManager's enumerator asks for each file's resource values).
    /// - Parameter entryLimit: how many directory entries the search may visit; `nil` for no limit.
    /// - Returns: the files, `nil` when the search visited `entryLimit` entries without finishing.
    public static func files(below folder: String, entryLimit: Int? = nil) -> [String]? {
        var files: [String] = []
        var folders = [folder]
        var visited = 0
        while let path = folders.popLast() {
            guard let directory = opendir(path) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                guard name != ".", name != ".." else { continue }
                visited += 1
                if let entryLimit, visited > entryLimit { return nil }
                let child = path.hasSuffix("/") ? path + name : path + "/" + name
                switch kind(of: entry.pointee.d_type, at: child) {
                case .directory where !name.hasPrefix(".") && !skippedFolders.contains(name): folders.append(child)
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
