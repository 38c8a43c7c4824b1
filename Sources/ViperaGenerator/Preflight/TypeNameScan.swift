/// A quick look at Swift source without parsing it: the names written after a type keyword
/// (`class`, `struct`, `enum`, `protocol`, `actor`, `typealias`). It finds every name a file can
/// declare as a type, and more (`class func`, words in comments and strings), so a file none of
/// whose names matter need not be parsed.
enum TypeNameScan {
    /// The names following a type keyword in `bytes`.
    static func names(in bytes: some Collection<UInt8>) -> Set<String> {
        let text = Array(bytes)
        var names: Set<String> = []
        var index = 0
        while index < text.count {
            guard isIdentifierStart(text[index]), index == 0 || !isIdentifierPart(text[index - 1]) else {
                index += 1
                continue
            }
            let wordEnd = identifierEnd(text, from: index)
            if keywords.contains(ArraySlice(text[index..<wordEnd])) {
                var nameStart = wordEnd
                while nameStart < text.count, text[nameStart] == 0x20 || text[nameStart] == 0x09 || text[nameStart] == 0x0A || text[nameStart] == 0x0D {
                    nameStart += 1
                }
                if nameStart < text.count, isIdentifierStart(text[nameStart]) {
                    let nameEnd = identifierEnd(text, from: nameStart)
                    names.insert(String(decoding: text[nameStart..<nameEnd], as: UTF8.self))
                    index = nameEnd
                    continue
                }
            }
            index = wordEnd
        }
        return names
    }

    private static let keywords: Set<ArraySlice<UInt8>> = Set(
        ["class", "struct", "enum", "protocol", "actor", "typealias"].map { ArraySlice(Array($0.utf8)) })

    private static func identifierEnd(_ text: [UInt8], from start: Int) -> Int {
        var end = start
        while end < text.count, isIdentifierPart(text[end]) { end += 1 }
        return end
    }

    /// ASCII letters and `_`; a name starting with another character is not a candidate.
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    /// ASCII letters, digits, `_`, and any byte of a multi-byte character (part of a word).
    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
    }
}
