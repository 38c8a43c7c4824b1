import Foundation
import ViperaSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cache file written whole: into a temporary file beside it (`.<name>.writing`), renamed over
/// it. The writer holds a lock (`flock`) on the temporary file, so a run that finds one nobody
/// holds knows its writer was killed, and removes it: a killed `vipera lint` leaves at most one
/// temporary file per cache, gone with the next run that reads or writes that cache.
enum CacheFile {
    /// The bytes of the cache at `url`, `nil` when there is none or it cannot be read; a
    /// temporary file a killed run left beside it, and files earlier versions left, are removed
    /// first.
    static func bytes(at url: URL) -> [UInt8]? {
        removeLeftovers(beside: url)
        return try? FileReading.bytes(atPath: url.path)
    }

    /// Writes `bytes` as the cache at `url`, creating its folder. Another run writing the same
    /// cache at the same moment wins: this run's copy is dropped.
    /// - Throws: when the folder cannot be made or the file cannot be written.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = temporaryPath(of: url)
        let descriptor = open(temporary, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        // Another run holds it (it is writing the same cache), or it was renamed or removed
        // between opening and locking: leave it to whoever has it.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, isStill(descriptor, at: temporary) else { return }
        var failure = ftruncate(descriptor, 0) == 0 ? writeAll(bytes, to: descriptor) : errno
        if failure == 0, rename(temporary, url.path) == 0 { return }
        if failure == 0 { failure = errno }
        unlink(temporary)
        throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
    }

    /// Writes all of `bytes` to `descriptor`; returns 0, or the `errno` of the failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return count < 0 ? errno : EIO }
                offset += count
            }
            return 0
        }
    }

    /// Removes the temporary file beside `url` when no run holds it: its writer was killed; and
    /// the files earlier versions left beside it (`ObsoleteCacheFiles`).
    static func removeLeftovers(beside url: URL) {
        let temporary = temporaryPath(of: url)
        let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0, isStill(descriptor, at: temporary) { unlink(temporary) }
            close(descriptor)
        }
        ObsoleteCacheFiles.remove(in: url.deletingLastPathComponent(), keeping: url)
    }

    /// The temporary file a write of `url` goes through.
    static func temporaryPath(of url: URL) -> String {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).writing").path
    }

    /// Whether the open file `descriptor` is still the one at `path`.
    private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
        var open = stat()
        var named = stat()
        return fstat(descriptor, &open) == 0 && lstat(path, &named) == 0 && open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
