import Foundation

/// A quick look at Swift source without parsing it: the names written after a type keyword
/// (`class`, `struct`, `enum`, `protocol`, `actor`, `typealias`), backticked or not. It finds
/// every name a file can declare as a type, and more (`class func`, words in comments and
/// strings), so a file none of whose names matter need not be parsed.
enum TypeNameScan {
    /// The names following a type keyword in `data`.
    static func names(in data: Data) -> Set<String> {
        data.withUnsafeBytes { names(in: $0.bindMemory(to: UInt8.self)) }
    }

    /// The names following a type keyword in `bytes`.
    static func names(in bytes: [UInt8]) -> Set<String> {
        bytes.withUnsafeBufferPointer { names(in: $0) }
    }

    /// The names following a type keyword in `text`. A word is compared with the keywords only
    /// when its length and first letter could make one.
    static func names(in text: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var names: Set<String> = []
        var index = 0
        while index < text.count {
            guard isIdentifierStart(text[index]), index == 0 || !isIdentifierPart(text[index - 1]) else {
                index += 1
                continue
            }
            let wordEnd = identifierEnd(text, from: index)
            if (4...9).contains(wordEnd - index), keywordInitials.contains(text[index]),
                keywords.contains(where: { $0.elementsEqual(UnsafeBufferPointer(rebasing: text[index..<wordEnd])) })
            {
                var nameStart = wordEnd
                while nameStart < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[nameStart]) { nameStart += 1 }
                // A name in backticks (`` class `Type` ``) is the name without them.
                if nameStart < text.count, text[nameStart] == 0x60 { nameStart += 1 }
                if nameStart < text.count, isIdentifierStart(text[nameStart]) {
                    let nameEnd = identifierEnd(text, from: nameStart)
                    names.insert(String(decoding: UnsafeBufferPointer(rebasing: text[nameStart..<nameEnd]), as: UTF8.self))
                    index = nameEnd
                    continue
                }
            }
            index = wordEnd
        }
        return names
    }

    private static let keywords: [[UInt8]] = ["class", "struct", "enum", "protocol", "actor", "typealias"].map { Array($0.utf8) }
    /// The first letters of the keywords.
    private static let keywordInitials: Set<UInt8> = Set(keywords.map { $0[0] })

    private static func identifierEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
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
