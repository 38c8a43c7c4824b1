import Foundation

/// One shared copy of each name the facts keep that is too long for a `String` to hold inline
/// (more than 15 UTF-8 bytes): a codebase's facts repeat the same type and member names across
/// thousands of files, and each name read from a syntax token is a new allocation.
enum SharedNames {
    private static let lock = NSLock()
    /// Guarded by `lock`.
    nonisolated(unsafe) private static var names: Set<String> = []

    /// `name`, as the copy every fact shares when it is long.
    static func shared(_ name: String) -> String {
        guard name.utf8.count > 15 else { return name }
        lock.lock()
        defer { lock.unlock() }
        return names.insert(name).memberAfterInsert
    }
}
