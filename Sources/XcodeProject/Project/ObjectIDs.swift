import Crypto

/// New object ids as Xcode writes them (24 uppercase hexadecimal digits), unique in the project
/// and the same for the same project and files on every run.
struct ObjectIDs {
    private var taken: Set<String>

    init(existing: some Sequence<String>) {
        taken = Set(existing)
    }

    /// The id for the object `kind` of `path` (e.g. `group Login/Default`): the first twelve bytes
    /// of the SHA-256 of the key (and a salt counted up while the id is taken).
    mutating func make(for key: String) -> String {
        var salt = 0
        while true {
            let digest = SHA256.hash(data: Array("vipera \(key) \(salt)".utf8))
            let id = digest.prefix(12).map { Self.hexDigits[Int($0 >> 4)] + Self.hexDigits[Int($0 & 0xf)] }.joined()
            if taken.insert(id).inserted { return id }
            salt += 1
        }
    }

    private static let hexDigits = (0..<16).map { String($0, radix: 16, uppercase: true) }
}
