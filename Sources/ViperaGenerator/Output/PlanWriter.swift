import Foundation

/// Writes a plan all-or-nothing: every file goes to a temporary file beside its target first,
/// then each is renamed into place; if anything fails, what this run created is removed and
/// overwritten files get their old content back.
struct PlanWriter {
    /// Displays paths in errors.
    let display: (URL) -> String

    /// Writes the plan's files according to `policy` and returns the entries written.
    func write(_ plan: GenerationPlan, policy: ConflictPolicy) throws(GenerationError) -> [GenerationPlan.Entry] {
        let conflicts = plan.conflicts
        if !conflicts.isEmpty, policy == .refuse {
            throw .conflicts(conflicts.map(\.displayPath))
        }
        let toWrite = plan.newFiles + (policy == .overwrite ? conflicts : [])
        var transaction = Transaction()
        do throws(WriteStepError) {
            var staged: [(entry: GenerationPlan.Entry, temporary: URL)] = []
            for entry in toWrite {
                try transaction.createDirectories(for: entry.url.deletingLastPathComponent())
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
        return toWrite
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
    private var temporaries: [URL] = []
    private var placed: [GenerationPlan.Entry] = []

    /// Creates `directory` and any missing parents, remembering which ones it made.
    mutating func createDirectories(for directory: URL) throws(WriteStepError) {
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
    }

    /// Writes `data` to `url`, a temporary file beside `target`.
    mutating func writeTemporary(_ data: Data, to url: URL, for target: URL) throws(WriteStepError) {
        do {
            try data.write(to: url)
        } catch {
            throw WriteStepError(url: target, reason: Self.reason(error))
        }
        temporaries.append(url)
    }

    /// Atomically replaces the entry's target with `temporary`.
    mutating func moveIntoPlace(_ temporary: URL, entry: GenerationPlan.Entry) throws(WriteStepError) {
        guard rename(temporary.path, entry.url.path) == 0 else {
            throw WriteStepError(url: entry.url, reason: String(cString: strerror(errno)))
        }
        temporaries.removeAll { $0 == temporary }
        placed.append(entry)
    }

    /// Removes temporaries and new files, restores overwritten ones, removes created folders.
    func rollBack() {
        let fileManager = FileManager.default
        for url in temporaries { try? fileManager.removeItem(at: url) }
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
