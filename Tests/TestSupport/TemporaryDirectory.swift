import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    /// The folder, with symlinks resolved so paths compare equal to what tools print.
    public let url: URL

    public init(prefix: String = "vipera-test") throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        url = base.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// `relativePath` inside the folder.
    public func path(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }

    /// Writes `contents` to `relativePath`, creating folders on the way.
    @discardableResult
    public func write(_ contents: String, to relativePath: String) throws -> URL {
        let file = path(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        return file
    }

    /// The text of `relativePath`.
    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: path(relativePath), encoding: .utf8)
    }

    /// Every regular file below the folder, as sorted relative paths.
    public func files() -> [String] {
        Self.files(in: url)
    }

    /// Every regular file below `root`, as sorted relative paths.
    public static func files(in root: URL) -> [String] {
        let root = root.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var result: [String] = []
        for case let file as URL in enumerator {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = file.resolvingSymlinksInPath().path
            result.append(String(full.dropFirst(root.path.count + 1)))
        }
        return result.sorted()
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// A fresh folder that lives as long as the test process: removed when it exits.
    public static func forTheProcess(prefix: String) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: prefix)
        ProcessFolders.removeAtExit(folder.url.path)
        return folder
    }
}

/// The folders removed when the test process exits.
private enum ProcessFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: [String] = []
    nonisolated(unsafe) private static var registered = false

    static func removeAtExit(_ path: String) {
        lock.withLock {
            paths.append(path)
            guard !registered else { return }
            registered = true
            atexit { ProcessFolders.removeAll() }
        }
    }

    private static func removeAll() {
        for path in lock.withLock({ paths }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
