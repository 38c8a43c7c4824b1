import Foundation

/// A path vipera writes, made of a folder's path and a checked relative path (no `.`, `..` or
/// empty component) with string operations rather than `URL`'s, which cost more than the
/// rest of planning a file.
struct OutputPath {
    /// The path: the folder's path, a slash and the relative path.
    let path: String
    /// `path` standardized, as `URL.standardizedFileURL` makes it: the form checks and messages use.
    let standardized: String
    /// Whether nothing was at the path when it was checked.
    private(set) var isAbsent = false

    /// `relativePath` below the folder at `base`.
    init(base: String, relativePath: String) {
        path = base.hasSuffix("/") ? base + relativePath : base + "/" + relativePath
        // A path made of standardized parts is standardized, except that standardizing also
        // shortens automounted paths (`/private/…`), which only `URL` knows how to do.
        standardized =
            path.hasPrefix("/private/") || path.hasPrefix("/var/automount/")
            ? URL(fileURLWithPath: path).standardizedFileURL.path : path
    }

    /// This path, known to hold nothing.
    var absent: OutputPath {
        var copy = self
        copy.isAbsent = true
        return copy
    }

    /// The file URL of the path, equal to the one `URL.appendingPathComponent(_:)` makes, which
    /// looks at the disk to tell a folder (unless nothing is known to be there).
    var url: URL {
        isAbsent ? URL(fileURLWithPath: path, isDirectory: false) : URL(fileURLWithPath: path)
    }
}
