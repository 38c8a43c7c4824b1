import Foundation
import ViperaSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file-system error from Foundation (`CocoaError`, `POSIXError`) in plain words: the path and
/// what went wrong, never an error domain or a code, and the documented exit status: bad input
/// (2) when the path itself is wrong (not a folder, a folder where a file goes, a symbolic link
/// loop, a missing folder), writing failed (4) when writing there was refused (permissions, a
/// read-only or full disk).
public struct FileSystemError: ExitStatusProviding, CustomStringConvertible, Equatable {
    /// The path at fault, when the error names one.
    public let path: String?
    /// What went wrong, e.g. `permission denied`.
    public let reason: String
    public let exitStatus: ExitStatus

    public init(path: String?, reason: String, exitStatus: ExitStatus) {
        self.path = path
        self.reason = reason
        self.exitStatus = exitStatus
    }

    /// `error` in plain words, `nil` when it is not a file-system error.
    public init?(_ error: any Error) {
        let error = error as NSError
        // On Linux, the underlying error is a Swift error that only bridges through `any Error`.
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        let posix =
            error.domain == NSPOSIXErrorDomain ? Int32(error.code) : underlying?.domain == NSPOSIXErrorDomain ? underlying.map { Int32($0.code) } : nil
        guard error.domain == NSCocoaErrorDomain || posix != nil else { return nil }
        let isWrite = Self.writeCodes.contains(error.code) && error.domain == NSCocoaErrorDomain
        guard let code = posix ?? Self.errorNumbers[error.code] ?? (isWrite || Self.readCodes.contains(error.code) ? 0 : nil) else { return nil }
        path = error.userInfo[NSFilePathErrorKey] as? String ?? (error.userInfo[NSURLErrorKey] as? URL)?.path
        reason = code == 0 ? (isWrite ? "cannot be written" : "cannot be read") : SystemFailure.reason(code)
        exitStatus = isWrite && !Self.pathProblems.contains(code) ? .writeFailed : .badInput
    }

    public var description: String {
        guard let path else { return reason }
        return "\(path.escapingControlCharacters): \(reason)"
    }

    /// `errno` values that say the path is wrong rather than the write refused.
    private static let pathProblems: Set<Int32> = [ENOENT, ENOTDIR, EISDIR, ELOOP, ENAMETOOLONG, EEXIST, EINVAL]

    /// Foundation's file-writing error codes (`CocoaError.fileWrite…`).
    private static let writeCodes = Set(CocoaError.Code.fileWriteUnknown.rawValue...CocoaError.Code.fileWriteVolumeReadOnly.rawValue)
    /// Foundation's file-reading error codes (`CocoaError.fileNoSuchFile`, `.fileRead…`).
    private static let readCodes = Set(CocoaError.Code.fileReadUnknown.rawValue...CocoaError.Code.fileReadUnknownStringEncoding.rawValue)
        .union([CocoaError.Code.fileNoSuchFile.rawValue])

    /// The `errno` Foundation's codes stand for, when it gives no underlying error.
    private static let errorNumbers: [Int: Int32] = [
        CocoaError.Code.fileNoSuchFile.rawValue: ENOENT, CocoaError.Code.fileReadNoSuchFile.rawValue: ENOENT,
        CocoaError.Code.fileReadNoPermission.rawValue: EACCES, CocoaError.Code.fileWriteNoPermission.rawValue: EACCES,
        CocoaError.Code.fileWriteFileExists.rawValue: EEXIST, CocoaError.Code.fileWriteOutOfSpace.rawValue: ENOSPC,
        CocoaError.Code.fileWriteVolumeReadOnly.rawValue: EROFS, CocoaError.Code.fileReadInvalidFileName.rawValue: EINVAL,
        CocoaError.Code.fileWriteInvalidFileName.rawValue: EINVAL,
    ]
}
