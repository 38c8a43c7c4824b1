import Foundation

/// The cache beside a run's stages: the project's cache file in the cache folder, loaded under the
/// run's configuration (before detection), and the last run's record when it applies.
struct RunCache {
    let file: URL
    let contents: LintCache

    init(folder: URL, configuration: Configuration) {
        file = CacheLocation.file(in: folder, root: configuration.root)
        contents = LintCache.load(from: file, key: CacheKey(configuration: configuration))
    }

    /// The last run's record, when its rules ran under `configuration` (detection's adopted).
    func lastRun(under configuration: Configuration) -> RunRecord? {
        let fingerprint = CacheKey.fingerprint(configuration)
        return contents.record.flatMap { $0.configuration == fingerprint ? $0 : nil }
    }

    /// Writes `entries` and `record` (`LintCache.store`). The cache only saves time: a cache that
    /// cannot be written is no reason to fail.
    func store(_ entries: [LintCache.Entry], record: RunRecord?) {
        try? contents.store(entries, record: record, to: file)
    }
}
