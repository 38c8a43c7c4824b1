import Foundation
import ViperaCore
import ViperaSupport

/// Writes a plan all-or-nothing: new files are created exclusively (never over something that
/// appeared meanwhile); files to overwrite go to a temporary file beside their target first and
/// are renamed into place once everything else is written. If anything fails, or a signal
/// interrupts the write, `WriteTransaction` undoes exactly what this run did.
///
/// The whole write holds `OutputLock` on its folders, and starts only once every file is still
/// what the plan was made against: a second run writing in the same place waits for the first
/// to finish or undo its write, so no run counts as unchanged a file another run then removes.
struct PlanWriter {
    /// Displays paths in errors.
    let display: (URL) -> String

    /// Writes the plan's files according to `policy`.
    /// - Parameter waiting: told a folder another vipera run is writing in, when this one waits.
    func write(
        _ plan: GenerationPlan, policy: ConflictPolicy, interruption: WriteInterruption? = nil, waiting: (String) -> Void = { _ in }
    ) throws(GenerationError) -> WriteResult {
        // A file another run is writing may look like a conflict: the plan is checked once that
        // run is done.
        let lock = try OutputLock(for: plan.entries.map(\.path), waiting: waiting)
        defer { lock.release() }
        if let changed = plan.entries.first(where: { !$0.isAsPlanned }) {
            throw .changedMeanwhile(path: changed.displayPath)
        }
        let conflicts = plan.conflicts
        if !conflicts.isEmpty, policy == .refuse {
            throw .conflicts(
                conflicts.filter { $0.status == .conflict }.map(\.displayPath),
                declared: conflicts.flatMap { entry in entry.declaredElsewhere.map { "\(entry.displayPath) declares \($0.name): \($0)" } })
        }
        // Edited files (an Xcode project) are replaced last, like forced overwrites.
        let forced = policy == .overwrite ? conflicts : []
        let overwrites = forced.filter { $0.status == .conflict } + plan.updates
        let newFiles = plan.newFiles + forced.filter { $0.status == .new }
        var transaction = WriteTransaction(display: display)
        interruption?.beginWriting()
        do {
            try perform(newFiles, overwrites, in: &transaction, interruption: interruption)
        } catch {
            let notUndone = transaction.rollBack()
            if let signal = interruption?.requestedSignal {
                throw .interrupted(signal: signal, notUndone: notUndone)
            }
            throw .writeFailed(path: display(error.url), reason: error.reason, notUndone: notUndone)
        }
        if let signal = interruption?.commit() {
            throw .interrupted(signal: signal, notUndone: transaction.rollBack())
        }
        return WriteResult(written: newFiles + overwrites, warnings: transaction.commit())
    }

    /// Every step of the write, stopping at the first failure or at a requested interruption.
    private func perform(
        _ newFiles: [GenerationPlan.Entry], _ overwrites: [GenerationPlan.Entry],
        in transaction: inout WriteTransaction, interruption: WriteInterruption?
    ) throws(WriteStepError) {
        func checkpoint(_ entry: GenerationPlan.Entry) throws(WriteStepError) {
            if interruption?.requestedSignal != nil { throw WriteStepError(url: entry.url, reason: "interrupted") }
        }
        for entry in newFiles {
            try checkpoint(entry)
            if entry.isFolder {
                try transaction.createDirectories(for: entry.path)
                continue
            }
            try transaction.createDirectories(for: OutputPath.folder(of: entry.path))
            try transaction.create(entry)
        }
        for entry in overwrites {
            try checkpoint(entry)
            try transaction.stage(entry)
        }
        for entry in overwrites {
            try checkpoint(entry)
            try transaction.replace(entry)
        }
    }
}

extension GenerationPlan.Entry {
    /// Whether the disk still holds what the plan was made against: nothing where a new file
    /// goes, the very file that was read elsewhere. Folders are made or found as they come, and
    /// files not written (their types declared already) do not matter.
    var isAsPlanned: Bool {
        if isFolder || status == .declared { return true }
        if status == .new { return FileIdentity.of(path: path) == nil }
        return found != nil && FileIdentity.of(following: path) == found
    }
}

/// What a write did.
public struct WriteResult: Sendable {
    /// The entries written: new files, and conflicting ones with `.overwrite`.
    public let written: [GenerationPlan.Entry]
    /// What the finished write could not tidy up (a backup it could not remove), in plain words.
    public let warnings: [String]
}
