import Foundation

/// Everything below a folder — files with their bytes and mode, folders, symlinks with their
/// targets — to prove a run changed nothing it may not change.
struct TreeSnapshot: Equatable, CustomStringConvertible {
    private(set) var entries: [String: String] = [:]

    init(of root: URL) {
        let fileManager = FileManager.default
        guard let paths = fileManager.subpaths(atPath: root.path) else { return }
        for path in paths {
            let full = root.appendingPathComponent(path).path
            var status = stat()
            guard lstat(full, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFLNK: entries[path] = "link → " + ((try? fileManager.destinationOfSymbolicLink(atPath: full)) ?? "?")
            case S_IFDIR: entries[path] = "folder \(String(status.st_mode & 0o7777, radix: 8))"
            default:
                let bytes = fileManager.contents(atPath: full) ?? Data()
                entries[path] = "file \(String(status.st_mode & 0o7777, radix: 8)) \(bytes.base64EncodedString())"
            }
        }
    }

    var description: String { entries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n") }
}
