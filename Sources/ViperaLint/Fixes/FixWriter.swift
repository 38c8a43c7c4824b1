import Foundation
import ViperaCore
import ViperaSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

/// Writes the files a `FixApplication` changes all-or-nothing, as the generator writes a
/// module: each new text goes to a hidden file beside its target first, then every target is
/// replaced by a rename, the original kept as a backup (a second link) until all are in place.
/// A failure, or a signal asking to stop before the last rename, puts every original back; a
/// file whose content is not what the fixes were worked out on is never written.
public struct FixWriter {
    /// Shows paths in errors.
    let display: (String) -> String

    public init(display: @escaping (String) -> String = { $0 }) {
        self.display = display
    }

    /// Writes the changed files (those on disk).
    public func write(_ application: FixApplication, interruption: WriteInterruption? = nil) throws(FixWriteError) {
        let changes = application.changes.filter { $0.filePath != nil }
        if let changed = changes.first(where: { !$0.isUnchangedOnDisk }) { throw .changedMeanwhile(path: display(changed.path)) }
        var transaction = Transaction()
        interruption?.beginWriting()
        do throws(StepFailure) {
            for change in changes {
                if interruption?.requestedSignal != nil { throw StepFailure(path: change.path, reason: "interrupted") }
                try transaction.stage(change)
            }
            for change in changes {
                if interruption?.requestedSignal != nil { throw StepFailure(path: change.path, reason: "interrupted") }
                guard change.isUnchangedOnDisk else { throw StepFailure(path: change.path, reason: "changed", changedMeanwhile: true) }
                try transaction.replace(change)
            }
        } catch {
            let notUndone = transaction.rollBack()
            if let signal = interruption?.requestedSignal { throw .interrupted(signal: signal, notUndone: notUndone) }
            if error.changedMeanwhile, notUndone.isEmpty { throw .changedMeanwhile(path: display(error.path)) }
            throw .writeFailed(path: display(error.path), reason: error.reason, notUndone: notUndone)
        }
        if let signal = interruption?.commit() { throw .interrupted(signal: signal, notUndone: transaction.rollBack()) }
        transaction.commit()
    }

    private struct StepFailure: Error {
        let path: String
        let reason: String
        var changedMeanwhile = false
    }

    /// The steps taken, to undo them.
    private struct Transaction {
        /// New texts written beside their targets, by path.
        private var staged: [String: (target: String, temporary: String)] = [:]
        /// Replaced files and their backups, in order.
        private var replaced: [(target: String, backup: String)] = []

        mutating func stage(_ change: FixApplication.FileChange) throws(StepFailure) {
            let target = Self.followingLinks(change.filePath ?? change.path)
            var status = stat()
            let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o644
            let temporary = Self.sibling(of: target, suffix: "tmp")
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            guard descriptor >= 0 else { throw StepFailure(path: change.path, reason: SystemFailure.last) }
            defer { close(descriptor) }
            staged[change.path] = (target, temporary)
            fchmod(descriptor, mode)
            let bytes = Array(change.fixed.utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { Self.systemWrite(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
                if written < 0, errno == EINTR { continue }
                guard written >= 0 else { throw StepFailure(path: change.path, reason: SystemFailure.last) }
                offset += written
            }
        }

        mutating func replace(_ change: FixApplication.FileChange) throws(StepFailure) {
            guard let (target, temporary) = staged[change.path] else { return }
            let backup = Self.sibling(of: target, suffix: "backup")
            guard link(target, backup) == 0 else { throw StepFailure(path: change.path, reason: "cannot keep a backup of it (\(SystemFailure.last))") }
            replaced.append((target, backup))
            guard rename(temporary, target) == 0 else { throw StepFailure(path: change.path, reason: SystemFailure.last) }
            staged[change.path] = nil
        }

        /// Removes the backups.
        func commit() {
            for file in replaced { unlink(file.backup) }
        }

        /// Puts every original back, newest first; returns what could not be.
        func rollBack() -> [String] {
            var problems: [String] = []
            for (_, file) in staged where unlink(file.temporary) != 0 && errno != ENOENT {
                problems.append("could not remove '\(file.temporary)' (\(SystemFailure.last))")
            }
            for file in replaced.reversed() where rename(file.backup, file.target) != 0 {
                problems.append("could not restore '\(file.target)' (\(SystemFailure.last)); its original content is in '\(file.backup)'")
            }
            return problems
        }

        /// The file `path` leads to: itself, or for a symbolic link the end of its chain.
        private static func followingLinks(_ path: String) -> String {
            guard let resolved = realpath(path, nil) else { return path }
            defer { free(resolved) }
            return String(cString: resolved)
        }

        /// A hidden, unique path beside `path`.
        private static func sibling(of path: String, suffix: String) -> String {
            let url = URL(fileURLWithPath: path)
            return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).vipera-\(UUID().uuidString).\(suffix)").path
        }

        #if canImport(Glibc)
            private static let systemWrite = Glibc.write
        #elseif canImport(Darwin)
            private static let systemWrite = Darwin.write
        #endif
    }
}

extension FixApplication.FileChange {
    /// Whether the file on disk still holds the text the fixes were worked out on.
    var isUnchangedOnDisk: Bool {
        guard let filePath else { return true }
        guard let bytes = try? FileReading.bytes(atPath: filePath) else { return false }
        return bytes.elementsEqual(original.utf8)
    }
}
