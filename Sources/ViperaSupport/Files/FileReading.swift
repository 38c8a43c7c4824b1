import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads files with errors in plain words ("permission denied", "is a folder, not a file",
/// "is not UTF-8") instead of Foundation's error domains and codes.
public enum FileReading {
    /// Why a file could not be read.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// What went wrong, e.g. `permission denied`.
        public let description: String
        /// The line (from 1) of the problem, for text that is not UTF-8.
        public let line: Int?

        public init(_ description: String, line: Int? = nil) {
            self.description = description
            self.line = line
        }

        /// The failure for the C error number `code`.
        init(errorNumber code: Int32) {
            self.init(SystemFailure.reason(code))
        }
    }

    /// The bytes of the regular file at `path`. A folder, a FIFO or a device is refused (reading
    /// a FIFO would wait forever).
    public static func data(atPath path: String) throws(Failure) -> Data {
        Data(try bytes(atPath: path))
    }

    /// The bytes of the regular file at `path`, as an array, read straight into it (sized by the
    /// file's length, grown if the file grows meanwhile; its storage is not filled before it is
    /// read into). A folder, a FIFO or a device is refused.
    public static func bytes(atPath path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT, entryExists(atPath: path) { throw Failure("is a symbolic link to a file that does not exist") }
            throw Failure(errorNumber: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(errorNumber: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure("is a folder, not a file")
        default: throw Failure("is not a regular file")
        }
        // One byte more than the length, so that a file read whole is known to have ended.
        let chunk = max(Int(status.st_size) + 1, 1 << 12)
        var bytes: [UInt8] = []
        while true {
            var (count, error): (Int, Int32) = (0, 0)
            let piece = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
                count = read(descriptor, buffer.baseAddress, chunk)
                error = errno
                initialized = max(count, 0)
            }
            if count == 0 { return bytes }
            if count < 0 {
                if error == EINTR { continue }
                throw Failure(errorNumber: error)
            }
            if bytes.isEmpty { bytes = piece } else { bytes += piece }
        }
    }

    /// Whether something (even a dangling symbolic link) is at `path`.
    public static func entryExists(atPath path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The UTF-8 text of the file at `path`.
    public static func text(atPath path: String) throws(Failure) -> String {
        try text(of: try data(atPath: path))
    }

    /// `data` as UTF-8 text; otherwise the failure names the line of the first invalid byte.
    public static func text(of data: Data) throws(Failure) -> String {
        if let text = String(data: data, encoding: .utf8) { return text }
        throw notUTF8(data)
    }

    /// The failure for `data`, which is not UTF-8: it names the line of the first invalid byte.
    public static func notUTF8(_ data: Data) -> Failure {
        Failure("is not UTF-8 (first invalid byte on this line)", line: firstInvalidLine(in: data))
    }

    /// The line (from 1) holding the first byte that is not part of valid UTF-8.
    private static func firstInvalidLine(in data: Data) -> Int {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput, .error: return line
            }
        }
    }
}
