import Foundation

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

    /// The words a declaration line may start with, read once per scan rather than on every line.
    private struct Vocabulary {
        static let kindWords = ["protocol", "class", "struct", "enum", "actor", "typealias"]
        static let modifierWords = ["public", "internal", "private", "fileprivate", "open", "final"]

        let kinds = kindWords.map { (word: PackedWord($0), kind: $0) }
        let modifiers = modifierWords.map(PackedWord.init)
        /// For each byte, whether a kind or modifier starts with it.
        let firstBytes: [Bool] = (0...255).map { byte in (kindWords + modifierWords).contains { $0.utf8.first == UInt8(byte) } }
    }

    /// A word of at most 16 bytes packed into two integers, so comparing words is comparing
    /// integers.
    private struct PackedWord: Equatable {
        private let count: Int
        private let head: UInt64, tail: UInt64

        /// A vocabulary word (all are shorter than 16 bytes).
        init(_ word: String) {
            self.init(bytes: Array(word.utf8))!
        }

        /// `nil` for a word longer than any the vocabulary holds.
        init?(bytes: some Collection<UInt8>) {
            guard bytes.count <= 16 else { return nil }
            count = bytes.count
            var (head, tail): (UInt64, UInt64) = (0, 0)
            for (index, byte) in bytes.enumerated() {
                if index < 8 { head |= UInt64(byte) << (8 * index) } else { tail |= UInt64(byte) << (8 * (index - 8)) }
            }
            (self.head, self.tail) = (head, tail)
        }
    }

    private static let vocabulary = Vocabulary()

    /// The declarations in `text`; a `typealias X = A & B` counts as a protocol.
    static func scan(_ text: String) -> [DeclaredName] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [DeclaredName] = []
            var start = 0
            guard let base = bytes.baseAddress else { return [] }
            let vocabulary = Self.vocabulary
            while start < bytes.count {
                // The line's end, found by the C library's `memchr`.
                let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
                let end = newline.map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? bytes.count
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let declaration = declaration(in: line, vocabulary) { result.append(declaration) }
                start = end + 1
            }
            return result
        }
    }

    /// The declaration a line starts with, if any. Read by index, as most lines are none.
    private static func declaration(in line: UnsafeBufferPointer<UInt8>, _ vocabulary: Vocabulary) -> DeclaredName? {
        var index = skipping(isBlank, in: line, from: 0)
        while index < line.count, line[index] == UInt8(ascii: "@") {
            let wordEnd = skipping(isWord, in: line, from: index + 1)
            guard wordEnd > index + 1, wordEnd < line.count, isBlank(line[wordEnd]) else { break }
            index = skipping(isBlank, in: line, from: wordEnd)
        }
        var kind = ""
        while true {
            // Most lines start with a word no kind or modifier starts like.
            guard index < line.count, vocabulary.firstBytes[Int(line[index])] else { return nil }
            let wordEnd = skipping(isWord, in: line, from: index)
            guard wordEnd < line.count, isBlank(line[wordEnd]), let word = PackedWord(bytes: line[index..<wordEnd]) else { return nil }
            index = skipping(isBlank, in: line, from: wordEnd)
            if let match = vocabulary.kinds.first(where: { $0.word == word }) {
                kind = match.kind
                break
            }
            guard vocabulary.modifiers.contains(word) else { return nil }
        }
        guard index < line.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(line[index]) else { return nil }
        let nameEnd = skipping(isWord, in: line, from: index)
        let clause = UnsafeBufferPointer(rebasing: line[nameEnd...].prefix { $0 != UInt8(ascii: "{") })
        if kind == "typealias" {
            guard clause.contains(UInt8(ascii: "&")) else { return nil }
            kind = "protocol"
        }
        return DeclaredName(kind: kind, name: String(decoding: line[index..<nameEnd], as: UTF8.self), inherited: inheritedNames(in: clause))
    }

    /// The names after the clause's first colon, each the word a part separated by `,`, `&` or
    /// `=` starts with (after blanks). An ASCII clause is read by byte; another by character,
    /// whose letters and digits count.
    private static func inheritedNames(in clause: UnsafeBufferPointer<UInt8>) -> [String] {
        guard let colon = clause.firstIndex(of: UInt8(ascii: ":")) else { return [] }
        let inheritance = UnsafeBufferPointer(rebasing: clause[(colon + 1)...])
        guard inheritance.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: inheritance, as: UTF8.self).split(whereSeparator: { ",&=".contains($0) }).map { part in
                part.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            }.filter { !$0.isEmpty }.map(String.init)
        }
        var names: [String] = []
        var index = 0
        while index < inheritance.count {
            let start = skipping(isBlank, in: inheritance, from: index)
            let end = skipping(isWord, in: inheritance, from: start)
            if end > start { names.append(String(decoding: inheritance[start..<end], as: UTF8.self)) }
            index = end
            while index < inheritance.count, !isSeparator(inheritance[index]) { index += 1 }
            index += 1
        }
        return names
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "=")
    }

    /// The index of the first byte from `start` on that is not `skipped`.
    private static func skipping(_ skipped: (UInt8) -> Bool, in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < line.count, skipped(line[index]) { index += 1 }
        return index
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
