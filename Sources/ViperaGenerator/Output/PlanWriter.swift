import Foundation
import ViperaCore
import ViperaSupport

/// Writes a plan all-or-nothing with `AllOrNothingWriter`: new files and folders first, then the
/// files to overwrite (conflicts with `--force`, an edited Xcode project), every one undone if
/// anything fails or a signal interrupts the write.
///
/// The whole write holds a `FolderLock` on its folders, and starts only once every file is still
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
        let lock: FolderLock
        do { lock = try FolderLock(for: plan.entries.map(\.path), waiting: waiting) } catch { throw generationError(error, plan: plan) }
        defer { lock.release() }
        do { try AllOrNothingWriter.check(plan.entries.map { $0.step(.none) }) } catch { throw generationError(error, plan: plan) }
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
        let steps = newFiles.map { $0.step($0.isFolder ? .makeFolder : .create($0.data)) } + overwrites.map { $0.step(.replace($0.data)) }
        do {
            let warnings = try AllOrNothingWriter(display: display).writeChecked(steps, interruption: interruption)
            return WriteResult(written: newFiles + overwrites, warnings: warnings)
        } catch {
            throw generationError(error, plan: plan)
        }
    }

    /// `error` as the generator says it.
    private func generationError(_ error: FileWriteError, plan: GenerationPlan) -> GenerationError {
        switch error {
        case .changedMeanwhile(let url): .changedMeanwhile(path: plan.entries.first { $0.url == url }?.displayPath ?? display(url))
        case .busy(let path): .busy(path: path)
        case .failed(let url, let reason, let notUndone): .writeFailed(path: display(url), reason: reason, notUndone: notUndone)
        case .interrupted(let signal, let notUndone): .interrupted(signal: signal, notUndone: notUndone)
        }
    }
}

extension GenerationPlan.Entry {
    /// The write step `action` at this entry's path, going ahead only while the disk still holds
    /// what the plan was made against: nothing where a new file goes, the very file that was read
    /// elsewhere. Folders are made or found as they come, and files not written (their types
    /// declared already) do not matter.
    func step(_ action: FileWriteStep.Action) -> FileWriteStep {
        let expected: FileWriteStep.Expectation =
            if isFolder || status == .declared { .anything } else if status == .new { .nothing } else { .file(found) }
        return FileWriteStep(url: url, path: path, action: action, expected: expected)
    }
}

/// What a write did.
public struct WriteResult: Sendable {
    /// The entries written: new files, and conflicting ones with `.overwrite`.
    public let written: [GenerationPlan.Entry]
    /// What the finished write could not tidy up (a backup it could not remove), in plain words.
    public let warnings: [String]
}
