import Foundation

/// Writes a plan all-or-nothing: new files are created exclusively (never over something that
/// appeared meanwhile); files to overwrite go to a temporary file beside their target first and
/// are renamed into place once everything else is written. If anything fails, what this run
/// created is removed and overwritten files get their old content back.
struct PlanWriter {
    /// Displays paths in errors.
    let display: (URL) -> String

    /// Writes the plan's files according to `policy` and returns the entries written.
    func write(_ plan: GenerationPlan, policy: ConflictPolicy) throws(GenerationError) -> [GenerationPlan.Entry] {
        let conflicts = plan.conflicts
        if !conflicts.isEmpty, policy == .refuse {
            throw .conflicts(conflicts.map(\.displayPath))
        }
        let overwrites = policy == .overwrite ? conflicts : []
        var transaction = Transaction()
        do throws(WriteStepError) {
            for entry in plan.newFiles {
                try transaction.createDirectories(for: entry.url.deletingLastPathComponent())
                try transaction.create(entry)
            }
            var staged: [(entry: GenerationPlan.Entry, temporary: URL)] = []
            for entry in overwrites {
                let temporary = entry.url.deletingLastPathComponent()
                    .appendingPathComponent(".\(entry.url.lastPathComponent).vipera-\(UUID().uuidString).tmp")
                try transaction.writeTemporary(entry.data, to: temporary, for: entry.url)
                staged.append((entry, temporary))
            }
            for (entry, temporary) in staged {
                try transaction.moveIntoPlace(temporary, entry: entry)
            }
        } catch {
            transaction.rollBack()
            throw .writeFailed(path: display(error.url), reason: error.reason)
        }
        return plan.newFiles + overwrites
    }
}

/// A failed file-system step.
private struct WriteStepError: Error {
    let url: URL
    let reason: String
}

/// The file-system changes of one write, undone by `rollBack()`.
private struct Transaction {
    private var createdDirectories: [URL] = []
    /// Temporary files in the order they are moved into place, and how many were.
    private var temporaries: [URL] = []
    private var moved = 0
    private var placed: [GenerationPlan.Entry] = []

    /// Folders known to exist, so each is looked up once.
    private var knownDirectories: Set<String> = []

    /// Creates `directory` and any missing parents, remembering which ones it made.
    mutating func createDirectories(for directory: URL) throws(WriteStepError) {
        guard !knownDirectories.contains(directory.path) else { return }
        var missing: [URL] = []
        var current = directory
        while !FileManager.default.fileExists(atPath: current.path) {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        for url in missing.reversed() {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            } catch {
                throw WriteStepError(url: url, reason: "cannot create the folder (\(Self.reason(error)))")
            }
            createdDirectories.append(url)
        }
        knownDirectories.insert(directory.path)
    }

    /// Writes a new file, failing if anything exists at its path by now.
    mutating func create(_ entry: GenerationPlan.Entry) throws(WriteStepError) {
        if let reason = FileWriting.write(entry.data, to: entry.url.path, exclusive: true) {
            throw WriteStepError(url: entry.url, reason: reason)
        }
        placed.append(entry)
    }

    /// Writes `data` to `url`, a temporary file beside `target`.
    mutating func writeTemporary(_ data: Data, to url: URL, for target: URL) throws(WriteStepError) {
        if let reason = FileWriting.write(data, to: url.path, exclusive: true) {
            throw WriteStepError(url: target, reason: reason)
        }
        temporaries.append(url)
    }

    /// Atomically replaces the entry's target with `temporary`; called in the order the
    /// temporaries were written.
    mutating func moveIntoPlace(_ temporary: URL, entry: GenerationPlan.Entry) throws(WriteStepError) {
        guard rename(temporary.path, entry.url.path) == 0 else {
            throw WriteStepError(url: entry.url, reason: String(cString: strerror(errno)))
        }
        moved += 1
        placed.append(entry)
    }

    /// Removes temporaries and new files, restores overwritten ones, removes created folders.
    func rollBack() {
        let fileManager = FileManager.default
        for url in temporaries.dropFirst(moved) { try? fileManager.removeItem(at: url) }
        for entry in placed {
            if let original = entry.existingData {
                try? original.write(to: entry.url)
            } else {
                try? fileManager.removeItem(at: entry.url)
            }
        }
        for directory in createdDirectories.reversed() {
            try? fileManager.removeItem(at: directory)
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
