/// A type a file declares, as a quick text scan reads it for detection: kind, name and the
/// names after its colon. Detection needs names only, so it spares the full parse.
///
/// The scan reads each line as the pattern
/// `^[ \t]*(@\w+[ \t]+)*((public|internal|private|fileprivate|open|final)[ \t]+)*(protocol|class|struct|enum|actor|typealias)[ \t]+([A-Z]\w*)([^{\n]*)`
/// reads it, in one pass over the bytes: the regular expression took a second per lint of a large
/// codebase (`DeclaredNameTests` checks the two agree).
struct DeclaredName: Hashable {
    let kind: String
    let name: String
    let inherited: [String]

    private static let modifiers: Set<String> = ["public", "internal", "private", "fileprivate", "open", "final"]
    private static let kinds: Set<String> = ["protocol", "class", "struct", "enum", "actor", "typealias"]

    /// The declarations in `text`; a `typealias X = A & B` counts as a protocol.
    static func scan(_ text: String) -> [DeclaredName] {
        var result: [DeclaredName] = []
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            if let declaration = declaration(in: bytes[bytes.startIndex..<end]) { result.append(declaration) }
            bytes = end < bytes.endIndex ? bytes[(end + 1)...] : []
        }
        return result
    }

    /// The declaration a line starts with, if any.
    private static func declaration(in line: ArraySlice<UInt8>) -> DeclaredName? {
        var rest = line.drop { isBlank($0) }
        while rest.first == UInt8(ascii: "@") {
            let word = rest.dropFirst().prefix { isWord($0) }
            let after = rest.dropFirst(1 + word.count)
            guard !word.isEmpty, let next = after.first, isBlank(next) else { break }
            rest = after.drop { isBlank($0) }
        }
        var kind = ""
        while true {
            let word = rest.prefix { isWord($0) }
            let text = String(decoding: word, as: UTF8.self)
            let after = rest.dropFirst(word.count)
            guard let next = after.first, isBlank(next) else { return nil }
            rest = after.drop { isBlank($0) }
            if kinds.contains(text) {
                kind = text
                break
            }
            guard modifiers.contains(text) else { return nil }
        }
        guard let first = rest.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return nil }
        let name = rest.prefix { isWord($0) }
        let clause = String(decoding: rest.dropFirst(name.count).prefix { $0 != UInt8(ascii: "{") }, as: UTF8.self)
        if kind == "typealias" {
            guard clause.contains("&") else { return nil }
            kind = "protocol"
        }
        let inheritance = clause.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first ?? ""
        let inherited = inheritance.split(whereSeparator: { ",&=".contains($0) }).map { part in
            part.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        }.filter { !$0.isEmpty }.map(String.init)
        return DeclaredName(kind: kind, name: String(decoding: name, as: UTF8.self), inherited: inherited)
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// `\w`: an ASCII letter, digit or `_`, or any byte of a non-ASCII character.
    private static func isWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: byte >= 0x80
        }
    }
}
