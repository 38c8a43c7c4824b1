import Foundation

/// Why an all-or-nothing write wrote nothing, or undid what it wrote. Each command says it in
/// its own words (`GenerationError`, `FixWriteError`).
public enum FileWriteError: Error, Equatable {
    /// The file at `url` is no longer what the write was planned against; nothing was written.
    case changedMeanwhile(url: URL)
    /// Another run kept the folder `path` locked longer than `FolderLock.patience`; nothing was
    /// written.
    case busy(path: String)
    /// The step on `url` failed; what the write did was undone, but for `notUndone` (in plain
    /// words).
    case failed(url: URL, reason: String, notUndone: [String])
    /// A signal stopped the write; what it did was undone, but for `notUndone`.
    case interrupted(signal: Int32, notUndone: [String])
}
