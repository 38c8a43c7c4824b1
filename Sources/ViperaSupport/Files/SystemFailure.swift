#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plain words for why a file-system call failed, from its `errno`: what a user can act on,
/// never an error domain or a code.
public enum SystemFailure {
    /// The reason for `code`, e.g. "permission denied" or "no space left on the device".
    public static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOENT: "does not exist"
        case EISDIR: "is a folder, not a file"
        case ENOTDIR: "a part of the path is not a folder"
        case EEXIST: "something already exists there"
        case ELOOP: "too many levels of symbolic links"
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is exhausted"
        case EROFS: "the file system is read-only"
        case ENAMETOOLONG: "the name is too long"
        case ENOTEMPTY: "the folder is not empty"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The reason for the last failed call (`errno`).
    public static var last: String { reason(errno) }

    /// Why the symbolic link at `path` cannot be followed ("is a symbolic link that cannot be
    /// followed: too many levels of symbolic links"), `nil` when it can or `path` is no link.
    public static func brokenLink(at path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 else { return nil }
        return "is a symbolic link that cannot be followed: \(reason(errno))"
    }
}
