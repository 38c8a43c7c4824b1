import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Advisory locks (`flock`) on the folders a write goes into, held for the whole write, so that
/// two vipera runs never write, or undo, files in the same place at once: the second waits.
///
/// Each file's deepest existing folder is locked exclusively, and every folder above it shared.
/// Two runs that may write the same file lock folders on one line from the root of the file
/// system to that file: they share a folder that one of them locks exclusively, whichever
/// folders existed when each looked. Folders are locked in the order of their paths, ancestors
/// first, so that two runs never wait for each other in a circle.
public struct FolderLock {
    /// The open folders holding a lock.
    private let descriptors: [Int32]

    /// How long a run waits for another to finish writing before it gives up.
    public static let patience: Duration = .seconds(60)

    /// Locks the folders of `paths` (absolute paths a write creates or changes).
    /// - Parameter waiting: told the folder once, when another run holds it and this one waits.
    /// - Throws: `.busy` when another run keeps it longer than `patience`.
    public init(for paths: [String], waiting: (String) -> Void = { _ in }) throws(FileWriteError) {
        var held: [Int32] = []
        for (folder, exclusive) in Self.folders(holding: paths) {
            let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
            // A folder that cannot be opened or locked (no read permission, a file system
            // without locks) is one no run can lock: it is left out.
            guard descriptor >= 0 else { continue }
            let locked: Bool
            do { locked = try Self.lock(descriptor, exclusive: exclusive, folder: folder, waiting: waiting) } catch {
                for descriptor in held + [descriptor] { close(descriptor) }
                throw error
            }
            if locked { held.append(descriptor) } else { close(descriptor) }
        }
        descriptors = held
    }

    /// Lets the folders go.
    public func release() {
        for descriptor in descriptors.reversed() { close(descriptor) }
    }

    /// Takes the lock on `descriptor`, waiting at most `patience` for another run to let go.
    /// - Returns: `false` when the file system does not lock.
    private static func lock(
        _ descriptor: Int32, exclusive: Bool, folder: String, waiting: (String) -> Void
    ) throws(FileWriteError) -> Bool {
        let operation = (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB
        let clock = ContinuousClock()
        let deadline = clock.now + patience
        var told = false
        while flock(descriptor, operation) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { return false }
            if !told {
                waiting(folder)
                told = true
            }
            guard clock.now < deadline else { throw .busy(path: folder) }
            usleep(20_000)
        }
        return true
    }

    /// The folders to lock for `paths`, sorted by path, each with whether it is locked
    /// exclusively: the deepest existing folder above each path, and (shared) every folder
    /// above those. Paths are resolved, so a folder reached through symbolic links is locked
    /// as itself.
    static func folders(holding paths: [String]) -> [(path: String, exclusive: Bool)] {
        var exclusive: Set<String> = []
        var looked: [String: String] = [:]
        for path in paths {
            var folder = AbsolutePath.folder(of: path)
            var missing: [String] = []
            var found: String?
            while found == nil {
                if let known = looked[folder] {
                    found = known
                } else if let resolved = realpath(folder, nil) {
                    found = String(cString: resolved)
                    free(resolved)
                } else if folder == "/" {
                    found = "/"
                } else {
                    missing.append(folder)
                    folder = AbsolutePath.folder(of: folder)
                }
            }
            guard let found else { continue }
            looked[folder] = found
            for folder in missing { looked[folder] = found }
            exclusive.insert(found)
        }
        var all: [String: Bool] = [:]
        for folder in exclusive {
            all[folder] = true
            var current = folder
            while current != "/" {
                current = AbsolutePath.folder(of: current)
                if all[current] == nil { all[current] = false }
            }
        }
        return all.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
