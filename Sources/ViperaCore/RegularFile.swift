import Foundation

/// Reads a file only when it is a regular file: a folder, a FIFO or a device is refused at once
/// (opening a FIFO would wait for a writer forever), and every failure is said in plain words.
public enum RegularFile {
    /// Why a file could not be read, as a sentence fragment that follows its path.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String

        init(_ description: String) { self.description = description }

        static let missing = Problem("does not exist")
    }

    /// The bytes of the regular file at `path`.
    public static func bytes(atPath path: String) -> Result<[UInt8], Problem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(problem(openingErrno: errno, path: path)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Problem("cannot be read: \(reason(errno))")) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Problem("is a folder, not a file"))
        default: return .failure(Problem("is not a regular file (a pipe, socket or device)"))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            guard count > 0 else {
                if errno == EINTR { continue }
                return .failure(Problem("cannot be read: \(reason(errno))"))
            }
            bytes += chunk[..<count]
        }
    }

    /// The text of the regular file at `path`, which must be UTF-8.
    public static func text(atPath path: String) -> Result<String, Problem> {
        bytes(atPath: path).flatMap { bytes in
            String(validating: bytes, as: UTF8.self).map { .success($0) } ?? .failure(Problem("is not UTF-8 text"))
        }
    }

    /// Writes `bytes` to `path` atomically (all or nothing); the problem when it cannot.
    public static func write(_ bytes: [UInt8], toPath path: String) -> Problem? {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return writeProblem(path)
        }
    }

    /// Why `path` cannot be written, in plain words.
    private static func writeProblem(_ path: String) -> Problem {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return Problem("is a folder, not a file") }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard stat(folder, &status) == 0 else { return Problem("cannot be written: its folder does not exist") }
        guard status.st_mode & S_IFMT == S_IFDIR else { return Problem("cannot be written: \(folder) is not a folder") }
        guard access(folder, W_OK) == 0 else { return Problem("cannot be written: permission denied") }
        return Problem("cannot be written")
    }

    /// Whether something (even a dangling symbolic link) is at `path`.
    public static func entryExists(atPath path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func problem(openingErrno code: Int32, path: String) -> Problem {
        switch code {
        case ENOENT: entryExists(atPath: path) ? Problem("is a symbolic link to a file that does not exist") : .missing
        case ELOOP: Problem("cannot be read: too many levels of symbolic links")
        case EACCES: Problem("cannot be read: permission denied")
        case ENOTDIR: Problem("does not exist (a folder on its path is a file)")
        default: Problem("cannot be read: \(reason(code))")
        }
    }

    /// The C library's sentence for `code`, in lower case.
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
