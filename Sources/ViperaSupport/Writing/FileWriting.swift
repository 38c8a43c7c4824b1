import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole files with plain system calls: no `fsync` per file (Foundation's `Data.write`
/// syncs each one, which dominates generating hundreds of files), never replacing anything
/// already there.
enum FileWriting {
    /// A file-system call that failed, with the reason in plain words.
    struct Failure: Error {
        let reason: String
    }

    /// Creates the file `path` holding `data`, failing if something exists at `path`.
    /// - Parameter mode: the new file's permission bits, exactly (those of a file it replaces);
    ///   `nil` for a new file's usual ones, narrowed by the user's umask.
    /// - Returns: the identity of the file written.
    static func create(_ data: Data, at path: String, mode: mode_t? = nil) throws(Failure) -> FileIdentity {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o644)
        guard descriptor >= 0 else {
            throw Failure(reason: errno == EEXIST ? "another program created it while vipera was writing" : SystemFailure.last)
        }
        defer { close(descriptor) }
        if let mode { fchmod(descriptor, mode) }
        var failure: String?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = SystemFailure.last
                    return
                }
                offset += written
            }
        }
        let identity = FileIdentity.of(descriptor: descriptor)
        if let failure {
            unlink(path)
            throw Failure(reason: failure)
        }
        guard let identity else { throw Failure(reason: SystemFailure.last) }
        return identity
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
