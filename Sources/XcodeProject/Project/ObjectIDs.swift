import ViperaCore

/// New object ids as Xcode writes them (24 uppercase hexadecimal digits), unique in the project
/// and the same for the same project and files on every run.
struct ObjectIDs {
    private var taken: Set<String>

    init(existing: some Sequence<String>) {
        taken = Set(existing)
    }

    /// The id for the object `kind` of `path` (e.g. `group Login/Default`).
    mutating func make(for key: String) -> String {
        var salt: UInt64 = 0
        while true {
            let id = Self.hex(FNV1a64("vipera \(key) \(salt)").value, digits: 16) + Self.hex(FNV1a64("\(salt) \(key) vipera").value, digits: 8)
            if taken.insert(id).inserted { return id }
            salt += 1
        }
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 16 - text.count)) + text
        return String(padded.suffix(digits))
    }
}
