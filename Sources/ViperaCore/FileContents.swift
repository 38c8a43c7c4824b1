#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads whole files with plain system calls, so a failure says why in plain words
/// (`SystemFailure`) instead of an error domain and code.
public enum FileContents {
    /// A file that could not be read, and why.
    public struct ReadError: Error, Equatable {
        /// The reason in plain words, e.g. "permission denied".
        public let reason: String
    }

    /// The bytes of the regular file at `path` (symlinks followed).
    public static func read(_ path: String) throws(ReadError) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw ReadError(reason: SystemFailure.last) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(reason: SystemFailure.last) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ReadError(reason: SystemFailure.reason(EISDIR))
        default: throw ReadError(reason: "it is not a regular file")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(reason: SystemFailure.last)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
