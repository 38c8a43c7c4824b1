import Foundation
import ViperaCore

/// Where cached facts live: one file per project, in a folder outside the checked tree.
public enum CacheLocation {
    /// The folder for vipera's caches: `$VIPERA_CACHE_DIR`, else `$XDG_CACHE_HOME/vipera`, else
    /// `~/.cache/vipera`.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let folder = environment["VIPERA_CACHE_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        if let cacheHome = environment["XDG_CACHE_HOME"], !cacheHome.isEmpty {
            return URL(fileURLWithPath: cacheHome, isDirectory: true).appendingPathComponent("vipera", isDirectory: true)
        }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/vipera", isDirectory: true)
    }

    /// The cache file, inside `folder`, of the project whose root is `root`.
    static func file(in folder: URL, root: URL) -> URL {
        let key = ContentHash(of: root.standardizedFileURL.path).hex(prefix: 8)
        return folder.appendingPathComponent("\(root.lastPathComponent)-\(key).facts")
    }
}
