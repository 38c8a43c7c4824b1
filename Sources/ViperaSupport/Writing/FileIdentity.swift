#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file a path holds, so a rollback touches a file only while it is still the one this
/// run wrote, and a write goes ahead only while every file is still the one it was planned
/// against. Device and inode name the file; size and modification time tell a reused inode (a
/// file deleted and another created) or new content apart.
public struct FileIdentity: Equatable, Sendable {
    public let device: UInt64
    public let inode: UInt64
    public let size: Int64
    public let modifiedSeconds: Int64
    public let modifiedNanoseconds: Int64

    public init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
            modifiedSeconds = Int64(status.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
        #else
            modifiedSeconds = Int64(status.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
        #endif
    }

    /// The identity of what `path` holds itself (a symlink is not followed), `nil` when nothing.
    public static func of(path: String) -> FileIdentity? {
        var status = stat()
        return lstat(path, &status) == 0 ? FileIdentity(status) : nil
    }

    /// The identity of the file `path` leads to, through symbolic links; `nil` when none.
    public static func of(following path: String) -> FileIdentity? {
        var status = stat()
        return stat(path, &status) == 0 ? FileIdentity(status) : nil
    }

    /// The identity of the open file `descriptor`.
    public static func of(descriptor: Int32) -> FileIdentity? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? FileIdentity(status) : nil
    }
}
