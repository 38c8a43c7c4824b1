#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes whole files with plain system calls: no `fsync` per file (Foundation's `Data.write`
/// syncs each one, which dominates generating hundreds of files), optionally refusing to replace
/// anything already there.
enum FileWriting {
    /// Writes `data` to `path`. With `exclusive`, fails if something exists at `path`.
    /// - Returns: `nil` on success, else the system's reason.
    static func write(_ data: Data, to path: String, exclusive: Bool) -> String? {
        let flags = O_WRONLY | O_CREAT | O_TRUNC | (exclusive ? O_EXCL : 0)
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        var failure: String?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        return failure
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
