import Foundation

/// The files earlier versions of vipera left in a cache folder, which no version reads any more:
/// a project's facts under a name made with an older hash (`<project>-<hash>.facts`), the
/// separate declarations cache (`<project>-<hash>.declarations`), and Foundation's temporary files
/// (`.dat.nosync…`) that caches were once written through. Each began with a line naming its
/// format, and only a regular file that begins so is removed: whatever else the folder holds (it
/// may be any folder given with `--cache-path`) is left as it is.
enum ObsoleteCacheFiles {
    /// The first line of every cache file the earlier formats wrote.
    static let formatLines = ["vipera facts\n", "vipera declarations\n"].map { Array($0.utf8) }
    /// How old a temporary file must be before it is taken for abandoned (its writer may still run).
    static let temporaryAge: TimeInterval = 60

    /// Removes the obsolete files in `folder` but `current`, the cache file this run writes.
    static func remove(in folder: URL, keeping current: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name != current.lastPathComponent && isCandidate(name) {
            let path = folder.appendingPathComponent(name).path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular, isOldEnough(name, attributes), beginsWithFormatLine(path)
            else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Whether `name` is one the earlier versions gave their files.
    private static func isCandidate(_ name: String) -> Bool {
        name.hasPrefix(".dat.nosync") || name.hasSuffix(".facts") || name.hasSuffix(".declarations")
    }

    /// A temporary file is abandoned once it is `temporaryAge` old; a cache file at once.
    private static func isOldEnough(_ name: String, _ attributes: [FileAttributeKey: Any]) -> Bool {
        guard name.hasPrefix(".dat.nosync") else { return true }
        guard let modified = attributes[.modificationDate] as? Date else { return false }
        return modified.timeIntervalSinceNow < -temporaryAge
    }

    /// Whether the file at `path` begins with one of the earlier formats' first lines.
    private static func beginsWithFormatLine(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let length = formatLines.map(\.count).max() ?? 0
        guard let head = try? handle.read(upToCount: length) else { return false }
        return formatLines.contains { line in head.count >= line.count && head.prefix(line.count).elementsEqual(line) }
    }
}
