/// A quick look at a file's text before parsing it: whether a name occurs as a whole word right
/// after one of some leading words or signs (`protocol Name`, `: Name`), spaces and line breaks
/// between. It may say yes for a comment or a string (the parse decides), never no for code.
enum WordScan {
    /// Whether `word` follows one of `leaders` in `text`.
    static func occurs(_ word: String, after leaders: [String], in text: String) -> Bool {
        let bytes = Array(text.utf8)
        let target = Array(word.utf8)
        let leaders = leaders.map { Array($0.utf8) }
        guard let first = target.first, !target.isEmpty, bytes.count >= target.count else { return false }
        var index = 0
        while index <= bytes.count - target.count {
            defer { index += 1 }
            guard bytes[index] == first, bytes[index..<index + target.count].elementsEqual(target),
                index + target.count == bytes.count || !isIdentifier(bytes[index + target.count]),
                index == 0 || !isIdentifier(bytes[index - 1])
            else { continue }
            var end = index
            while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
            if leaders.contains(where: { follows($0, endingAt: end, in: bytes) }) { return true }
        }
        return false
    }

    /// Whether `leader` ends at `end` in `bytes`, as a word of its own when it is one.
    private static func follows(_ leader: [UInt8], endingAt end: Int, in bytes: [UInt8]) -> Bool {
        let start = end - leader.count
        guard start >= 0, bytes[start..<end].elementsEqual(leader) else { return false }
        guard let last = leader.last, isIdentifier(last) else { return true }
        return start == 0 || !isIdentifier(bytes[start - 1])
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
