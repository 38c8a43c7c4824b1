/// Parses an old-style ASCII property list, as Xcode writes `project.pbxproj`: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, quoted and unquoted strings, `<data>`, and `//` and
/// `/* */` comments. Every node keeps its byte range in the text.
public struct PlistParser {
    /// A text that is not a property list, at a 1-based line.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    private let bytes: [UInt8]
    private var position = 0
    /// How deep containers nest before the text is refused (Xcode's files nest a few levels).
    private static let maximumDepth = 200

    /// Parses `text`, which must hold exactly one value (comments aside).
    public static func parse(_ text: String) throws(Failure) -> PlistNode {
        var parser = PlistParser(bytes: Array(text.utf8))
        let root = try parser.value(depth: 0)
        try parser.skipTrivia()
        guard parser.position == parser.bytes.count else { throw parser.failure("unexpected text after the property list") }
        return root
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value(depth: Int) throws(Failure) -> PlistNode {
        guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
        try skipTrivia()
        guard position < bytes.count else { throw failure("unexpected end of the file") }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var entries: [PlistNode.Entry] = []
            while true {
                try skipTrivia()
                if try consume("}") { break }
                let keyStart = position
                guard let key = try string() else { throw failure("expected a key or '}'") }
                try expect("=")
                let value = try value(depth: depth + 1)
                try expect(";")
                entries.append(.init(key: key, value: value, range: keyStart..<position))
            }
            return PlistNode(value: .dictionary(entries), range: start..<position)
        case UInt8(ascii: "("):
            position += 1
            var items: [PlistNode] = []
            while true {
                try skipTrivia()
                if try consume(")") { break }
                items.append(try value(depth: depth + 1))
                try skipTrivia()
                if try consume(")") { break }
                try expect(",")
            }
            return PlistNode(value: .array(items), range: start..<position)
        case UInt8(ascii: "<"):
            guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else { throw failure("unterminated <data>") }
            position = end + 1
            return PlistNode(value: .data(String(decoding: bytes[start..<position], as: UTF8.self)), range: start..<position)
        default:
            guard let text = try string() else { throw failure("expected a value") }
            return PlistNode(value: .string(text), range: start..<position)
        }
    }

    /// A quoted or unquoted string at the current position, `nil` when there is none.
    private mutating func string() throws(Failure) -> String? {
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
            return try quoted(bytes[position])
        }
        let start = position
        while position < bytes.count, PlistText.isUnquoted(bytes[position]) { position += 1 }
        return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }

    private mutating func quoted(_ quote: UInt8) throws(Failure) -> String {
        let opening = position
        position += 1
        var result: [UInt8] = []
        while position < bytes.count, bytes[position] != quote {
            if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                position += 1
                result += try escape()
            } else {
                result.append(bytes[position])
                position += 1
            }
        }
        guard position < bytes.count else { throw Failure(line: line(at: opening), message: "unterminated quoted string") }
        position += 1
        return String(decoding: result, as: UTF8.self)
    }

    /// The bytes a backslash escape stands for; `position` is just after the backslash.
    private mutating func escape() throws(Failure) -> [UInt8] {
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "U"):
            let digits = bytes[position..<min(position + 4, bytes.count)]
            guard digits.count == 4, let code = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
                let scalar = Unicode.Scalar(code)
            else { throw failure("malformed \\U escape") }
            position += 4
            return Array(String(Character(scalar)).utf8)
        default: return [byte]
        }
    }

    private mutating func skipTrivia() throws(Failure) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let opening = position
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                    position += 1
                }
                guard position + 1 < bytes.count else { throw Failure(line: line(at: opening), message: "unterminated comment") }
                position += 2
            } else {
                return
            }
        }
    }

    private mutating func consume(_ character: Unicode.Scalar) throws(Failure) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(Failure) {
        try skipTrivia()
        guard try consume(character) else { throw failure("expected '\(character)'") }
    }

    /// The 1-based line of the byte at `offset` (counted only when reporting a failure).
    private func line(at offset: Int) -> Int { bytes[..<min(offset, bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }

    private func failure(_ message: String) -> Failure { Failure(line: line(at: position), message: message) }
}
