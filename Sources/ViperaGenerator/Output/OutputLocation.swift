import Foundation
import ViperaSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns rendered paths into paths that are guaranteed to stay inside an output folder: the
/// one check every file vipera writes goes through (modules, tests, package targets, copied
/// templates, exported bundles, project files). It remembers the paths it has checked, so the files of one folder share a single look at it,
/// and the paths it found nothing at, so nothing below them is looked at again.
final class OutputLocation {
    /// The folder nothing may escape, with symlinks resolved.
    let root: URL
    /// `root`'s path.
    let rootPath: String
    /// Existing paths already found to stay inside `root`.
    private var verified: Set<String> = []
    /// Paths found to hold nothing: no path below them holds anything either.
    private var absent: Set<String> = []
    /// Shows standardized paths in errors.
    private let display: (String) -> String

    /// - Throws: when `root`, or the nearest folder above it that exists, is not a folder (a
    ///   file, a device, a symbolic link to nothing or in a loop).
    init(root: URL, display: @escaping (String) -> String) throws(GenerationError) {
        let standardized = root.standardizedFileURL
        var existing = standardized.path
        while !FileReading.entryExists(atPath: existing), existing != "/" {
            existing = AbsolutePath.folder(of: existing)
        }
        if let problem = Self.problem(atFolder: existing) {
            throw .unsafePath(path: display(standardized.path), reason: Self.subject(existing, of: standardized.path, display) + problem)
        }
        self.root = standardized.resolvingSymlinksInPath()
        rootPath = self.root.path
        self.display = display
    }

    /// What keeps the existing `path` from being used as a folder, `nil` when it is one.
    private static func problem(atFolder path: String) -> String? {
        if let broken = SystemFailure.brokenLink(at: path) { return broken }
        var status = stat()
        guard stat(path, &status) == 0 else { return "cannot be used (\(SystemFailure.last))" }
        return status.st_mode & S_IFMT == S_IFDIR ? nil : "is not a folder"
    }

    /// How a problem at `part` of `path` begins: `it ` for the path itself, else the part named.
    private static func subject(_ part: String, of path: String, _ display: (String) -> String) -> String {
        part == path ? "it " : "'\(display(part))' "
    }

    /// `relativePath` below `base` (a path inside `root`), refusing `..`, `.`, empty components
    /// and any symlink on the way that leads outside `root`.
    /// - Parameter isFolder: whether the path is to be a folder (a file there is refused).
    func path(for relativePath: String, below base: String, isFolder: Bool = false) throws(GenerationError) -> OutputPath {
        if relativePath.hasPrefix("/") {
            throw .unsafePath(path: relativePath, reason: "absolute paths are not allowed")
        }
        if Self.mayHoldBadComponent(relativePath),
            let bad = relativePath.split(separator: "/", omittingEmptySubsequences: false).first(where: { $0 == ".." || $0 == "." || $0.isEmpty })
        {
            throw .unsafePath(path: relativePath, reason: "'\(bad)' is not allowed in a generated path")
        }
        let path = OutputPath(base: base, relativePath: relativePath)
        let isAbsent = try checkInside(path.standardized, isFolder: isFolder)
        return isAbsent ? path.absent : path
    }

    /// Refuses `path` when it, or its deepest existing ancestor below `root`, resolves outside
    /// `root`. Folders above `root` are the user's choice and are not checked.
    /// A file where a folder must be is refused too.
    /// - Returns: whether nothing is at `path`: it, or an ancestor, was found to hold nothing.
    private func checkInside(_ path: String, isFolder: Bool) throws(GenerationError) -> Bool {
        if let absentAncestor = nearestAbsentAncestor(of: path) {
            // Nothing is at the ancestor, so nothing below it: no look at the disk tells more.
            var current = path
            while current != absentAncestor, absent.insert(current).inserted, let slash = current.lastIndex(of: "/") {
                current = String(current[..<slash])
            }
            return true
        }
        var walked: [String] = []
        var current = path
        while current.utf8.count > rootPath.utf8.count, !verified.contains(current) {
            var status = stat()
            if lstat(current, &status) == 0 {
                if status.st_mode & S_IFMT == S_IFLNK, let broken = SystemFailure.brokenLink(at: current) {
                    throw .unsafePath(path: display(path), reason: Self.subject(current, of: path, display) + broken)
                }
                let resolved = URL(fileURLWithPath: current).resolvingSymlinksInPath().path
                guard resolved == rootPath || resolved.hasPrefix(rootPath + "/") else {
                    throw .unsafePath(path: display(path), reason: "it would leave the output folder \(rootPath) (through '\(current)')")
                }
                if current != path || isFolder, stat(current, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR {
                    throw .unsafePath(path: display(path), reason: "a file exists where the folder '\(display(current))' would go")
                }
                verified.insert(current)
                break
            }
            walked.append(current)
            guard let slash = current.lastIndex(of: "/") else { break }
            current = String(current[..<slash])
        }
        absent.formUnion(walked)
        return walked.first == path
    }

    /// Whether `relativePath` may hold a `.`, `..` or empty component: one pass over its bytes,
    /// cut at every slash byte. Every component split at `/` characters is made of such pieces
    /// (a slash followed by a combining mark is one character, not a separator), so when no
    /// piece is bad, no component is.
    private static func mayHoldBadComponent(_ relativePath: String) -> Bool {
        var length = 0
        var dots = 0
        for byte in relativePath.utf8 {
            if byte == UInt8(ascii: "/") {
                if length == dots, dots <= 2 { return true }
                length = 0
                dots = 0
                continue
            }
            length += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
        return length == dots && dots <= 2
    }

    /// The nearest of `path` and its ancestors below `root` known to hold nothing, if any.
    private func nearestAbsentAncestor(of path: String) -> String? {
        guard !absent.isEmpty else { return nil }
        var current = Substring(path)
        while current.utf8.count > rootPath.utf8.count {
            if absent.contains(String(current)) { return String(current) }
            guard let slash = current.lastIndex(of: "/") else { return nil }
            current = current[..<slash]
        }
        return nil
    }
}
