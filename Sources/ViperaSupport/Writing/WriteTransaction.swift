import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed file-system step of a write.
struct WriteStepError: Error {
    let url: URL
    let reason: String
    /// Whether the step found the file changed since it was planned against, rather than failing.
    var changedMeanwhile = false
}

/// The file-system changes of one write, each remembered so that `rollBack()` can undo exactly
/// what this run did and nothing else:
/// - a file it created is removed only while the path still holds that very file;
/// - a folder it created is removed only once empty (never with what others put there);
/// - a file it replaced is put back by renaming its backup, so content, mode, owner and hard
///   links are the original's.
struct WriteTransaction {
    /// A replaced file: its backup holds the original inode until the write commits.
    private struct Replacement {
        let target: URL
        let backup: URL
        /// The new file now at `target`, `nil` while the original is still there.
        var placed: FileIdentity?
        /// Whether the backup is a second link to the original (the original is still at `target`
        /// until the new file replaces it) rather than the original renamed away.
        let isLink: Bool
    }

    /// Shows paths in what could not be undone.
    let display: (URL) -> String

    /// The paths of the folders this run created.
    private var createdDirectories: [String] = []
    private var createdFiles: [(url: URL, identity: FileIdentity)] = []
    /// New content written beside its target (the file a symbolic link leads to, for a link),
    /// not yet renamed into place.
    private var staged: [URL: (target: URL, temporary: URL, identity: FileIdentity)] = [:]
    private var replacements: [Replacement] = []
    /// Folders known to exist (made or found by this run), so each is looked up once.
    private var knownDirectories: Set<String> = []

    init(display: @escaping (URL) -> String) {
        self.display = display
    }

    /// Creates the folder at the absolute path `directory` and any missing parents, remembering
    /// which ones this run made.
    mutating func createDirectories(for directory: String) throws(WriteStepError) {
        guard !knownDirectories.contains(directory) else { return }
        // A new folder in one this run made or found: no need to look before making it.
        if knownDirectories.contains(AbsolutePath.folder(of: directory)), mkdir(directory, 0o777) == 0 {
            createdDirectories.append(directory)
            knownDirectories.insert(directory)
            return
        }
        var missing: [String] = []
        var current = directory
        while FileIdentity.of(path: current) == nil, current != "/" {
            missing.append(current)
            current = AbsolutePath.folder(of: current)
        }
        for path in missing.reversed() {
            if mkdir(path, 0o777) == 0 {
                createdDirectories.append(path)
                knownDirectories.insert(path)
                continue
            }
            let code = errno
            var status = stat()
            // Another program (or another vipera) made it meanwhile: use it, but it is not ours.
            guard code == EEXIST, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw WriteStepError(
                    url: URL(fileURLWithPath: path, isDirectory: true),
                    reason: code == EEXIST
                        ? "a file exists where the folder would go" : "cannot create the folder (\(SystemFailure.reason(code)))")
            }
        }
        knownDirectories.insert(current)
        knownDirectories.insert(directory)
    }

    /// Writes the new file `url` (whose path is `path`) holding `data`, failing if anything
    /// exists at its path by now.
    mutating func create(_ data: Data, at url: URL, path: String) throws(WriteStepError) {
        do {
            createdFiles.append((url, try FileWriting.create(data, at: path)))
        } catch {
            throw WriteStepError(url: url, reason: error.reason)
        }
    }

    /// Writes an existing file's new content to a temporary file beside it, with the original's
    /// permission bits. A symbolic link is written through: the file it leads to is the one
    /// replaced, and the link stays.
    mutating func stage(_ data: Data, for url: URL) throws(WriteStepError) {
        let target = Self.followingLinks(url)
        var status = stat()
        let mode = stat(target.path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        let temporary = Self.sibling(of: target, suffix: "tmp")
        do {
            staged[url] = (target, temporary, try FileWriting.create(data, at: temporary.path, mode: mode))
        } catch {
            throw WriteStepError(url: url, reason: error.reason)
        }
    }

    /// Moves the file staged for `url` into place, keeping the original as a backup until
    /// `commit()`.
    mutating func replace(_ url: URL) throws(WriteStepError) {
        guard let (target, temporary, identity) = staged[url] else { return }
        let backup = Self.sibling(of: target, suffix: "backup")
        // A second link keeps the original in place until the new file replaces it atomically;
        // where links are not possible, the original is renamed away first.
        let isLink = link(target.path, backup.path) == 0
        guard isLink || rename(target.path, backup.path) == 0 else {
            throw WriteStepError(url: url, reason: "cannot keep a backup of it (\(SystemFailure.last))")
        }
        replacements.append(Replacement(target: target, backup: backup, placed: nil, isLink: isLink))
        guard rename(temporary.path, target.path) == 0 else {
            throw WriteStepError(url: url, reason: SystemFailure.last)
        }
        staged[url] = nil
        replacements[replacements.count - 1].placed = identity
    }

    /// Makes the write final: removes the backups. Returns the backups it could not remove.
    func commit() -> [String] {
        replacements.compactMap { replacement in
            unlink(replacement.backup.path) == 0
                ? nil
                : "could not remove the backup '\(display(replacement.backup))' (\(SystemFailure.last))"
        }
    }

    /// Undoes every step, newest first. Returns what could not be undone, in plain words.
    func rollBack() -> [String] {
        var problems: [String] = []
        for (_, file) in staged where unlink(file.temporary.path) != 0 && errno != ENOENT {
            problems.append("could not remove '\(display(file.temporary))' (\(SystemFailure.last))")
        }
        for replacement in replacements.reversed() {
            problems += restore(replacement)
        }
        for file in createdFiles.reversed() {
            guard FileIdentity.of(path: file.url.path) == file.identity else {
                problems.append("kept '\(display(file.url))': another program replaced it during the run")
                continue
            }
            if unlink(file.url.path) != 0 {
                problems.append("could not remove '\(display(file.url))' (\(SystemFailure.last))")
            }
        }
        for directory in createdDirectories.reversed() where rmdir(directory) != 0 && errno != ENOENT {
            let code = errno
            let shown = display(URL(fileURLWithPath: directory, isDirectory: true))
            problems.append(
                code == ENOTEMPTY
                    ? "kept the folder '\(shown)': it holds files this run did not write"
                    : "could not remove the folder '\(shown)' (\(SystemFailure.reason(code)))")
        }
        return problems
    }

    /// Puts a replaced file's original back.
    private func restore(_ replacement: Replacement) -> [String] {
        if replacement.placed == nil, replacement.isLink {
            // The original never left its place: the backup is a spare link.
            unlink(replacement.backup.path)
            return []
        }
        // The path must still hold what this run left there: the new file, or nothing.
        guard FileIdentity.of(path: replacement.target.path) == replacement.placed else {
            return [
                "kept '\(display(replacement.target))': another program changed it during the run; "
                    + "its original content is in '\(display(replacement.backup))'"
            ]
        }
        guard rename(replacement.backup.path, replacement.target.path) == 0 else {
            return [
                "could not restore '\(display(replacement.target))' (\(SystemFailure.last)); "
                    + "its original content is in '\(display(replacement.backup))'"
            ]
        }
        return []
    }

    /// The file `url` leads to: itself, or for a symbolic link the end of its chain (the caller
    /// checked where it leads when it planned the write).
    private static func followingLinks(_ url: URL) -> URL {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(url.path, nil) else { return url }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved))
    }

    /// A hidden, unique path beside `url`.
    private static func sibling(of url: URL, suffix: String) -> URL {
        url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).vipera-\(UUID().uuidString).\(suffix)")
    }
}
