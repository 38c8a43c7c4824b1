import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns rendered paths into file URLs that are guaranteed to stay inside an output folder.
/// It remembers the paths it has checked, so the files of one folder share a single look at it.
final class OutputLocation {
    /// The folder nothing may escape, with symlinks resolved.
    let root: URL
    /// `root`'s path.
    private let rootPath: String
    /// Paths already found to stay inside `root` (existing or not).
    private var verified: Set<String> = []
    /// Shows paths in errors.
    private let display: (URL) -> String

    init(root: URL, display: @escaping (URL) -> String) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
        rootPath = self.root.path
        self.display = display
    }

    /// `relativePath` below `base` (itself inside `root`), refusing `..`, `.`, empty components and any
    /// symlink on the way that leads outside `root`.
    /// - Parameter isFolder: whether the path is to be a folder (a file there is refused).
    func url(for relativePath: String, below base: URL, isFolder: Bool = false) throws(GenerationError) -> URL {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        if relativePath.hasPrefix("/") {
            throw .unsafePath(path: relativePath, reason: "absolute paths are not allowed")
        }
        if let bad = components.first(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            throw .unsafePath(path: relativePath, reason: "'\(bad)' is not allowed in a generated path")
        }
        let url = components.reduce(base) { $0.appendingPathComponent(String($1)) }
        try checkInside(url.standardizedFileURL.path, shown: display(url), isFolder: isFolder)
        return url
    }

    /// Refuses `path` when it, or its deepest existing ancestor below `root`, resolves outside
    /// `root`. Folders above `root` are the user's choice and are not checked.
    /// A file where a folder must be is refused too.
    private func checkInside(_ path: String, shown: String, isFolder: Bool) throws(GenerationError) {
        var walked: [String] = []
        var current = path
        while current.count > rootPath.count, !verified.contains(current) {
            walked.append(current)
            var status = stat()
            if lstat(current, &status) == 0 {
                let resolved = URL(fileURLWithPath: current).resolvingSymlinksInPath().path
                guard resolved == rootPath || resolved.hasPrefix(rootPath + "/") else {
                    throw .unsafePath(path: shown, reason: "it would leave the output folder \(rootPath) (through '\(current)')")
                }
                if current != path || isFolder, stat(current, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR {
                    throw .unsafePath(path: shown, reason: "a file exists where the folder '\(display(URL(fileURLWithPath: current)))' would go")
                }
                break
            }
            guard let slash = current.lastIndex(of: "/") else { break }
            current = String(current[..<slash])
        }
        verified.formUnion(walked)
    }
}
