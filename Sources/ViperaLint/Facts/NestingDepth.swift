/// How deeply a file nests brackets, generic arguments and `#if` blocks, read from its bytes
/// before it is parsed.
///
/// SwiftParser stops nesting at its `maximumNestingLevel` for most constructs, but not for
/// generic arguments, nor in the look-ahead it does before committing to a parse; those recurse
/// once per level. A file nesting deeper than the parser's limit is refused before parsing, so
/// no input can exhaust a worker thread's stack.
///
/// Comments and string literals are skipped, except the code interpolated into strings (a
/// single-line string ends at the end of its line at the latest, as the parser's does). A `<`
/// counts as a generic opening only right after a name, `>`, `?`, `!`, `)` or `]` and before
/// anything but a space, `=` or `<`; a `>` closes one only while one is open and not in `->`.
/// The count of open angle brackets restarts at `;`, `{` and `}`, so unbalanced comparisons
/// cannot add up.
struct NestingDepth {
    private let bytes: [UInt8]
    private var offset = 0

    /// The open brackets and `#if` blocks, and the open generic `<`s.
    private var brackets = 0, angles = 0
    /// For each string being read: its closing delimiter's `#` count, whether it is multi-line,
    /// and the bracket depth at which the code it interpolates returns to it.
    private var strings: [(hashes: Int, multiLine: Bool, resumeDepth: Int)] = []

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The offset at which `bytes` first nest more than `limit` levels deep, or `nil`.
    static func firstOffset(deeperThan limit: Int, in bytes: [UInt8]) -> Int? {
        var scanner = NestingDepth(bytes)
        while scanner.offset < bytes.count {
            let start = scanner.offset
            if scanner.isInString {
                scanner.stepInString()
            } else {
                scanner.stepInCode()
            }
            if scanner.brackets + scanner.angles > limit { return start }
        }
        return nil
    }

    /// Whether the scanner is in a string's text (not in code it interpolates).
    private var isInString: Bool { strings.last.map { $0.resumeDepth == Int.min } ?? false }

    private func byte(_ distance: Int = 0) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    private func starts(with pattern: StaticString) -> Bool {
        let count = pattern.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        for index in 0..<count where bytes[offset + index] != pattern.utf8Start[index] { return false }
        return true
    }

    private mutating func stepInCode() {
        let current = bytes[offset]
        let previous = offset > 0 ? bytes[offset - 1] : 0
        switch current {
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
            while let next = byte(), next != UInt8(ascii: "\n") { offset += 1 }
            return
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
            skipBlockComment()
            return
        case UInt8(ascii: "#"), UInt8(ascii: "\""):
            if openString() { return }
            if starts(with: "#if"), !Self.isNameByte(byte(3)) { brackets += 1 }
            if starts(with: "#endif"), !Self.isNameByte(byte(6)) { brackets = max(0, brackets - 1) }
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            brackets += 1
            if current == UInt8(ascii: "{") { angles = 0 }
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            brackets = max(0, brackets - 1)
            if current == UInt8(ascii: "}") { angles = 0 }
            if current == UInt8(ascii: ")"), let last = strings.last, brackets == last.resumeDepth {
                strings[strings.count - 1].resumeDepth = Int.min
            }
        case UInt8(ascii: ";"):
            angles = 0
        case UInt8(ascii: "<") where Self.mayPrecedeGenerics(previous) && !Self.makesOperator(byte(1)):
            angles += 1
        case UInt8(ascii: ">") where angles > 0 && previous != UInt8(ascii: "-"):
            angles -= 1
        default: break
        }
        offset += 1
    }

    /// At `#…"` or `"`: enters the string and returns true; otherwise false.
    private mutating func openString() -> Bool {
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard byte(hashes) == UInt8(ascii: "\"") else { return false }
        let multiLine = byte(hashes + 1) == UInt8(ascii: "\"") && byte(hashes + 2) == UInt8(ascii: "\"")
        offset += hashes + (multiLine ? 3 : 1)
        strings.append((hashes, multiLine, Int.min))
        return true
    }

    private mutating func stepInString() {
        let string = strings[strings.count - 1]
        let current = bytes[offset]
        let quotes = string.multiLine ? 3 : 1
        if current == UInt8(ascii: "\""), repeats(UInt8(ascii: "\""), quotes, at: offset),
            repeats(UInt8(ascii: "#"), string.hashes, at: offset + quotes)
        {
            offset += quotes + string.hashes
            strings.removeLast()
        } else if !string.multiLine && current == UInt8(ascii: "\n") {
            offset += 1
            strings.removeLast()
        } else if current == UInt8(ascii: "\\"), repeats(UInt8(ascii: "#"), string.hashes, at: offset + 1),
            byte(1 + string.hashes) == UInt8(ascii: "(")
        {
            offset += 2 + string.hashes
            strings[strings.count - 1].resumeDepth = brackets
            brackets += 1
        } else {
            offset += current == UInt8(ascii: "\\") && string.hashes == 0 ? 2 : 1
        }
    }

    /// Whether `count` copies of `byte` start at `position`.
    private func repeats(_ byte: UInt8, _ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        for index in position..<position + count where bytes[index] != byte { return false }
        return true
    }

    /// Skips a `/* … */` comment, which may nest.
    private mutating func skipBlockComment() {
        var depth = 0
        while offset < bytes.count {
            if starts(with: "/*") {
                depth += 1
                offset += 2
            } else if starts(with: "*/") {
                depth -= 1
                offset += 2
                if depth == 0 { return }
            } else {
                offset += 1
            }
        }
    }

    private static func isNameByte(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    private static func mayPrecedeGenerics(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ")"), UInt8(ascii: "]"): true
        default: isNameByte(byte)
        }
    }

    /// Whether a `<` followed by `next` is an operator (`< `, `<=`, `<<`), not a generic opening.
    private static func makesOperator(_ next: UInt8?) -> Bool {
        next == UInt8(ascii: " ") || next == UInt8(ascii: "=") || next == UInt8(ascii: "<")
    }
}
