import Foundation
import ViperaSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file a command writes whole: into a temporary file beside it, then renamed over it, so no
/// reader (nor an interrupted run) ever sees half of it. A device or a pipe (`/dev/stdout`,
/// `/dev/null`) is written to as it is: it cannot be replaced, and must not be.
enum OutputFile {
    /// Writes `data` to `url`, atomically when it is (or will be) a regular file; through a
    /// symbolic link, the file it points at is replaced.
    /// - Throws: the reason, in plain words, when it cannot be written.
    static func write(_ data: Data, to url: URL) throws(WriteProblem) {
        var status = stat()
        let exists = stat(url.path, &status) == 0
        let kind = status.st_mode & S_IFMT
        do {
            if exists, kind != S_IFREG, kind != S_IFDIR {
                let handle = try FileHandle(forWritingTo: url)
                defer { try? handle.close() }
                try handle.write(contentsOf: data)
            } else {
                try data.write(to: linkTarget(url), options: .atomic)
            }
        } catch {
            throw WriteProblem(reason: reason(url.path))
        }
    }

    /// The file `url` stands for: the end of its chain of symbolic links (which need not exist).
    private static func linkTarget(_ url: URL) -> URL {
        var current = url
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { return current }
            current = current.deletingLastPathComponent().resolving(destination)
        }
        return current
    }

    /// Why `path` cannot be written, as far as its folder tells.
    private static func reason(_ path: String) -> String {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return "is a folder, not a file" }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard stat(folder, &status) == 0 else { return "cannot be written: its folder does not exist" }
        guard status.st_mode & S_IFMT == S_IFDIR else { return "cannot be written: \(folder) is not a folder" }
        guard access(folder, W_OK) == 0 else { return "cannot be written: permission denied" }
        return "cannot be written"
    }
}

/// Why an output file could not be written: `is a folder, not a file`, `cannot be written: …`.
struct WriteProblem: Error {
    let reason: String
}
