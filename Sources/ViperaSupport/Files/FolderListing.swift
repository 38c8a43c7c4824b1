import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the file system says about paths, with errors in plain words (see `FileReading`).
public enum FolderListing {
    /// What a path is, without following a symbolic link at its end.
    public enum Kind: Equatable {
        case file
        case folder
        case symbolicLink
        /// A FIFO, socket or device.
        case other
    }

    /// The names in the folder at `path`, sorted, without `.` and `..`.
    public static func names(inFolder path: String) throws(FileReading.Failure) -> [String] {
        guard let stream = opendir(path) else { throw FileReading.Failure(errorNumber: errno) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// What `path` is; a symbolic link is not followed.
    public static func kind(of path: String) throws(FileReading.Failure) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw FileReading.Failure(errorNumber: errno) }
        return kind(of: status)
    }

    /// What `path` is once symbolic links are followed.
    public static func targetKind(of path: String) throws(FileReading.Failure) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { throw FileReading.Failure(errorNumber: errno) }
        return kind(of: status)
    }

    /// `path` with every symbolic link resolved, absolute.
    public static func realPath(_ path: String) throws(FileReading.Failure) -> String {
        guard let resolved = realpath(path, nil) else { throw FileReading.Failure(errorNumber: errno) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func kind(of status: stat) -> Kind {
        switch status.st_mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .folder
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }
}
