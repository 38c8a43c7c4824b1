import Foundation

extension URL {
    /// `path` resolved against this folder (absolute paths stay as they are), standardized:
    /// how every path written in a configuration file or spec is read.
    public func resolving(_ path: String) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : appendingPathComponent(path)
        return url.standardizedFileURL
    }
}

/// Absolute paths as plain strings, for the code that plans and writes files, where `URL`'s
/// operations cost more than the rest of the work.
public enum AbsolutePath {
    /// The folder holding the absolute path `path`: `URL.deletingLastPathComponent()`'s path.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `path` relative to the folder `base` when it lies below it (`/work/App/Login.swift` below
    /// `/work/App` is `Login.swift`), else `path` as it is. A `base` may end in a slash.
    public static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
