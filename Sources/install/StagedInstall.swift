import Foundation
import ViperaSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif

/// Installs files below a root all or nothing: every file is first written beside its place
/// under a temporary name, then each is renamed into place; a failure at either step puts back
/// what was there and removes what this run made.
struct StagedInstall {
    /// `<destdir>/<prefix>`.
    let root: URL

    /// A file written beside its destination, and the previous file kept aside while renaming.
    private struct Staged {
        let destination: String
        let temporary: String
        var previous: String?
    }

    func install(_ items: [InstallItem]) throws(InstallError) {
        var createdFolders: [String] = []
        var staged: [Staged] = []
        func undo() {
            for file in staged.reversed() {
                if let previous = file.previous { rename(previous, file.destination) }
                unlink(file.temporary)
            }
            for folder in createdFolders.reversed() { rmdir(folder) }
        }
        do throws(InstallError) {
            for item in items {
                let destination = root.appendingPathComponent(item.path).path
                try makeFolders(for: destination, recordingIn: &createdFolders)
                let temporary =
                    (destination as NSString).deletingLastPathComponent + "/.vipera-install-\(getpid())-" + (destination as NSString).lastPathComponent
                try write(item.contents, to: temporary, mode: item.mode, shownAs: destination)
                staged.append(Staged(destination: destination, temporary: temporary))
            }
            for index in staged.indices {
                let file = staged[index]
                if FileReading.entryExists(atPath: file.destination) {
                    let previous = file.temporary + ".previous"
                    guard rename(file.destination, previous) == 0 else { throw .cannotWrite(file.destination, SystemFailure.last) }
                    staged[index].previous = previous
                }
                guard rename(file.temporary, file.destination) == 0 else { throw .cannotWrite(file.destination, SystemFailure.last) }
            }
        } catch {
            undo()
            throw error
        }
        for file in staged { if let previous = file.previous { unlink(previous) } }
    }

    /// Creates the folders above `path` that do not exist yet, remembering them to undo.
    private func makeFolders(for path: String, recordingIn created: inout [String]) throws(InstallError) {
        var missing: [String] = []
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != "/", !FileReading.entryExists(atPath: folder) {
            missing.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o755) == 0 else { throw .cannotWrite(folder, SystemFailure.last) }
            created.append(folder)
        }
    }

    /// Writes `contents` to a new file at `path` with `mode`.
    private func write(_ contents: Data, to path: String, mode: UInt16, shownAs shown: String) throws(InstallError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, mode_t(mode))
        guard descriptor >= 0 else { throw .cannotWrite(shown, SystemFailure.last) }
        defer { close(descriptor) }
        let written = contents.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard written, fchmod(descriptor, mode_t(mode)) == 0 else {
            let reason = SystemFailure.last
            unlink(path)
            throw .cannotWrite(shown, reason)
        }
    }
}
