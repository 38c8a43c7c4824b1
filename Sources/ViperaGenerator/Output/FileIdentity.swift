#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file a path holds, so a rollback touches a file only while it is still the one this
/// run wrote, not one another program put there meanwhile. Device and inode name the file; size
/// and modification time tell a reused inode (a file deleted and another created) apart.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: timespec

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
            modified = status.st_mtimespec
        #else
            modified = status.st_mtim
        #endif
    }

    static func == (left: FileIdentity, right: FileIdentity) -> Bool {
        left.device == right.device && left.inode == right.inode && left.size == right.size
            && left.modified.tv_sec == right.modified.tv_sec && left.modified.tv_nsec == right.modified.tv_nsec
    }

    /// The identity of what `path` holds itself (a symlink is not followed), `nil` when nothing.
    static func of(path: String) -> FileIdentity? {
        var status = stat()
        return lstat(path, &status) == 0 ? FileIdentity(status) : nil
    }

    /// The identity of the open file `descriptor`.
    static func of(descriptor: Int32) -> FileIdentity? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? FileIdentity(status) : nil
    }
}
