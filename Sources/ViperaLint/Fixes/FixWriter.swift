import Foundation
import ViperaCore
import ViperaSupport

/// Why `vipera lint --fix` wrote nothing (or undid what it wrote).
public enum FixWriteError: Error, Equatable, CustomStringConvertible, ExitStatusProviding {
    /// A file changed on disk since the fixes were worked out on it.
    case changedMeanwhile(path: String)
    /// A step failed; every file is as it was, except what `notUndone` lists.
    case writeFailed(path: String, reason: String, notUndone: [String])
    /// A signal stopped the write; every file is as it was, except what `notUndone` lists.
    case interrupted(signal: Int32, notUndone: [String])

    public var description: String {
        switch self {
        case .changedMeanwhile(let path):
            "'\(path)' changed while vipera was fixing it; nothing was written (run vipera lint --fix again)"
        case .writeFailed(let path, let reason, let notUndone):
            "cannot write '\(path)': \(reason); " + Self.undone(notUndone)
        case .interrupted(let signal, let notUndone):
            "interrupted by \(ExitStatus.signalName(signal)); " + Self.undone(notUndone)
        }
    }

    public var exitStatus: ExitStatus {
        if case .interrupted(let signal, _) = self { return ExitStatus(interruptedBy: signal) }
        return .writeFailed
    }

    private static func undone(_ problems: [String]) -> String {
        problems.isEmpty ? "no file was changed" : "some changes could not be undone: " + problems.joined(separator: "; ")
    }
}

/// Writes the files a `FixApplication` changes all-or-nothing, with the writer the generator
/// uses (`AllOrNothingWriter`): each new text goes to a hidden file beside its target first,
/// then every target is replaced by a rename, the original kept as a backup until all are in
/// place. A failure, or a signal asking to stop before the last rename, puts every original
/// back; a file whose content is not what the fixes were worked out on is never written.
public struct FixWriter {
    /// Shows paths in errors.
    let display: (String) -> String

    public init(display: @escaping (String) -> String = { $0 }) {
        self.display = display
    }

    /// Writes the changed files (those on disk).
    /// - Parameter waiting: told a folder another vipera run is writing in, when this one waits.
    /// - Returns: what the finished write could not tidy up (a backup it could not remove), in
    ///   plain words.
    @discardableResult
    public func write(
        _ application: FixApplication, interruption: WriteInterruption? = nil, waiting: (String) -> Void = { _ in }
    ) throws(FixWriteError) -> [String] {
        var paths: [URL: String] = [:]
        let steps = application.changes.compactMap { change -> FileWriteStep? in
            guard let filePath = change.filePath else { return nil }
            let url = URL(fileURLWithPath: filePath)
            paths[url] = change.path
            return FileWriteStep(url: url, action: .replace(Data(change.fixed.utf8)), expected: .content(Data(change.original.utf8)))
        }
        let shown = { (url: URL) in display(paths[url] ?? url.path) }
        do {
            return try AllOrNothingWriter(display: \.path).write(steps, interruption: interruption, waiting: waiting)
        } catch {
            switch error {
            case .changedMeanwhile(let url): throw .changedMeanwhile(path: shown(url))
            case .busy(let folder):
                throw .writeFailed(
                    path: folder, reason: "another vipera run has been writing there for \(FolderLock.patience.components.seconds) seconds", notUndone: [])
            case .failed(let url, let reason, let notUndone): throw .writeFailed(path: shown(url), reason: reason, notUndone: notUndone)
            case .interrupted(let signal, let notUndone): throw .interrupted(signal: signal, notUndone: notUndone)
            }
        }
    }
}
