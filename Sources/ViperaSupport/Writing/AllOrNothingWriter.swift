import Foundation

/// Writes a set of files all-or-nothing, for every command that writes (a generated module, the
/// fixes of `vipera lint --fix`): folders and new files are created exclusively (never over
/// something that appeared meanwhile); files to replace go to a temporary file beside their
/// target first and are renamed into place once everything else is written, each only while it
/// is still what the write was planned against. If anything fails, or a signal interrupts the
/// write, `WriteTransaction` undoes exactly what this write did.
///
/// The whole write holds a `FolderLock` on its folders and starts only once every path still
/// holds what it was planned against: a second run writing in the same place waits for the
/// first to finish or undo its write.
public struct AllOrNothingWriter {
    /// Shows paths in what could not be undone.
    let display: (URL) -> String

    public init(display: @escaping (URL) -> String) {
        self.display = display
    }

    /// Locks the folders of `steps`, checks that every path is as expected, then writes.
    /// - Parameter waiting: told a folder another run is writing in, when this one waits.
    /// - Returns: what the finished write could not tidy up (a backup it could not remove), in
    ///   plain words.
    /// - Throws: `.changedMeanwhile` or `.busy` (nothing written); `.failed` or `.interrupted`
    ///   (what this write did undone, and anything that could not be undone listed).
    public func write(
        _ steps: [FileWriteStep], interruption: WriteInterruption? = nil, waiting: (String) -> Void = { _ in }
    ) throws(FileWriteError) -> [String] {
        let lock = try FolderLock(for: steps.map(\.path), waiting: waiting)
        defer { lock.release() }
        try Self.check(steps)
        return try writeChecked(steps, interruption: interruption)
    }

    /// Throws `.changedMeanwhile` for the first of `steps` whose path no longer holds what was
    /// planned against.
    public static func check(_ steps: [FileWriteStep]) throws(FileWriteError) {
        if let changed = steps.first(where: { !$0.isAsExpected }) { throw .changedMeanwhile(url: changed.url) }
    }

    /// Writes `steps`, for a caller that holds a `FolderLock` on their folders and has checked
    /// them (deciding in between whether to write at all): folders and new files in order,
    /// then every replacement staged, then each one put in place.
    public func writeChecked(_ steps: [FileWriteStep], interruption: WriteInterruption? = nil) throws(FileWriteError) -> [String] {
        var transaction = WriteTransaction(display: display)
        interruption?.beginWriting()
        do {
            try perform(steps, in: &transaction, interruption: interruption)
        } catch {
            let notUndone = transaction.rollBack()
            if let signal = interruption?.requestedSignal { throw .interrupted(signal: signal, notUndone: notUndone) }
            if error.changedMeanwhile, notUndone.isEmpty { throw .changedMeanwhile(url: error.url) }
            throw .failed(url: error.url, reason: error.reason, notUndone: notUndone)
        }
        if let signal = interruption?.commit() {
            throw .interrupted(signal: signal, notUndone: transaction.rollBack())
        }
        return transaction.commit()
    }

    /// Every step of the write, stopping at the first failure or at a requested interruption.
    private func perform(_ steps: [FileWriteStep], in transaction: inout WriteTransaction, interruption: WriteInterruption?) throws(WriteStepError) {
        func checkpoint(_ step: FileWriteStep) throws(WriteStepError) {
            if interruption?.requestedSignal != nil { throw WriteStepError(url: step.url, reason: "interrupted") }
        }
        var replacements: [(step: FileWriteStep, data: Data)] = []
        for step in steps {
            switch step.action {
            case .none: continue
            case .makeFolder:
                try checkpoint(step)
                try transaction.createDirectories(for: step.path)
            case .create(let data):
                try checkpoint(step)
                try transaction.createDirectories(for: AbsolutePath.folder(of: step.path))
                try transaction.create(data, at: step.url, path: step.path)
            case .replace(let data):
                replacements.append((step, data))
            }
        }
        for (step, data) in replacements {
            try checkpoint(step)
            try transaction.stage(data, for: step.url)
        }
        for (step, _) in replacements {
            try checkpoint(step)
            guard step.isAsExpected else {
                throw WriteStepError(url: step.url, reason: "it changed while vipera was writing", changedMeanwhile: true)
            }
            try transaction.replace(step.url)
        }
    }
}
