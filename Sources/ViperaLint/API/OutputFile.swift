import Foundation
import ViperaCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a command writes whole: into a temporary file beside it, then renamed over it, so no
/// reader (nor an interrupted run) ever leaves half of it.
enum OutputFile {
    /// Writes `data` to `url` atomically.
    /// - Throws: the reason, in plain words, when it cannot be written.
    static func write(_ data: Data, to url: URL) throws(WriteProblem) {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw WriteProblem(reason: reason(url.path))
        }
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
