import Foundation

/// Turns rendered paths into file URLs that are guaranteed to stay inside an output folder.
struct OutputLocation {
    /// The folder nothing may escape, with symlinks resolved.
    let root: URL

    init(root: URL) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
    }

    /// `relativePath` below `base` (itself inside `root`), refusing `..`, `.`, empty components and any
    /// symlink on the way that leads outside `root`.
    func url(for relativePath: String, below base: URL) throws(GenerationError) -> URL {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        if relativePath.hasPrefix("/") {
            throw .unsafePath(path: relativePath, reason: "absolute paths are not allowed")
        }
        if let bad = components.first(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            throw .unsafePath(path: relativePath, reason: "'\(bad)' is not allowed in a generated path")
        }
        let url = components.reduce(base) { $0.appendingPathComponent(String($1)) }
        try checkInside(url, shown: relativePath)
        return url
    }

    /// Refuses `url` when it, or its deepest existing ancestor below `root`, resolves outside
    /// `root`. Folders above `root` are the user's choice and are not checked.
    func checkInside(_ url: URL, shown: String) throws(GenerationError) {
        var existing = url.standardizedFileURL
        let fileManager = FileManager.default
        while !fileManager.fileExists(atPath: existing.path),
              (try? fileManager.destinationOfSymbolicLink(atPath: existing.path)) == nil {
            existing = existing.deletingLastPathComponent()
            if existing.path.count <= root.path.count { return }
        }
        let resolved = existing.resolvingSymlinksInPath().path
        guard resolved == root.path || resolved.hasPrefix(root.path + "/") else {
            throw .unsafePath(path: shown, reason: "it would leave the output folder \(root.path) (through '\(existing.path)')")
        }
    }
}
