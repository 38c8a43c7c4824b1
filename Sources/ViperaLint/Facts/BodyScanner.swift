/// A byte-level reading of a function body's source, so the visitor can skip walking bodies
/// that hold nothing but code: it finds the capitalised names the body mentions (outside
/// comments and string literals, inside string interpolations) and tells whether the body
/// needs the full visitor after all (it may assign a closure to a property, pass a closure that
/// mentions `self`, declare a type or `defer` a release).
struct BodyScanner {
    /// A capitalised identifier and the byte offsets it spans.
    struct Name {
        let text: String
        let range: Range<Int>
    }

    /// The names found, in source order (only meaningful when `needsVisit` is false).
    private(set) var names: [Name] = []
    /// Whether the body assigns a closure literal (`= {`), mentions `self` inside a nested brace
    /// (a closure it may pass on), or declares a local type.
    private(set) var needsVisit = false
    /// Lower-case names assigned as a whole (`x = completion` gives `completion`): a parameter
    /// among them may be stored in a property.
    private(set) var assignedNames: Set<String> = []
    /// How many braces are open.
    private var braceDepth = 0

    /// Keywords that make the visitor walk the body: local types, and `defer` (which may
    /// release a property the type holds only for a while).
    private static let typeKeywords: [[UInt8]] = ["class", "struct", "enum", "actor", "protocol", "extension", "defer"].map { Array($0.utf8) }
    private static let selfKeyword = Array("self".utf8)
    private static let compoundAssignmentBytes = Set("=!<>+-*/%&|^~".utf8)

    private enum Context {
        /// Code; `depth` counts open parentheses of a string interpolation (nil outside one).
        case code(depth: Int?)
        case string(hashes: Int, multiline: Bool)
    }

    /// Scans `bytes[range]`.
    init(_ bytes: [UInt8], range: Range<Int>) {
        var stack: [Context] = [.code(depth: nil)]
        var index = range.lowerBound
        let end = range.upperBound
        func at(_ offset: Int) -> UInt8 { offset < end ? bytes[offset] : 0 }
        while index < end, !needsVisit {
            let byte = bytes[index]
            switch stack[stack.count - 1] {
            case .string(let hashes, let multiline):
                if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ at(index + 1 + $0) == UInt8(ascii: "#") }) {
                    let next = index + 1 + hashes
                    if at(next) == UInt8(ascii: "(") {
                        stack.append(.code(depth: 1))
                        index = next + 1
                    } else {
                        index = next + 1
                    }
                } else if byte == UInt8(ascii: "\""),
                          !multiline || (at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\"")),
                          (0..<hashes).allSatisfy({ at(index + (multiline ? 3 : 1) + $0) == UInt8(ascii: "#") }) {
                    stack.removeLast()
                    index += (multiline ? 3 : 1) + hashes
                } else {
                    index += 1
                }
            case .code(let depth):
                index = scanCode(bytes, at: index, end: end, depth: depth, stack: &stack)
            }
        }
    }

    /// Reads one token of code at `index` and returns where the next one starts.
    private mutating func scanCode(_ bytes: [UInt8], at start: Int, end: Int, depth: Int?, stack: inout [Context]) -> Int {
        func at(_ offset: Int) -> UInt8 { offset < end ? bytes[offset] : 0 }
        var index = start
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
            while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
            var nesting = 0
            repeat {
                if at(index) == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") { nesting += 1; index += 2 }
                else if at(index) == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") { nesting -= 1; index += 2 }
                else { index += 1 }
            } while nesting > 0 && index < end
        case UInt8(ascii: "#"), UInt8(ascii: "\""):
            var hashes = 0
            while at(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            guard at(index + hashes) == UInt8(ascii: "\"") else { return index + max(hashes, 1) }
            let quote = index + hashes
            let multiline = at(quote + 1) == UInt8(ascii: "\"") && at(quote + 2) == UInt8(ascii: "\"")
            stack.append(.string(hashes: hashes, multiline: multiline))
            index = quote + (multiline ? 3 : 1)
        case UInt8(ascii: "{"), UInt8(ascii: "}"):
            braceDepth += byte == UInt8(ascii: "{") ? 1 : -1
            index += 1
        case UInt8(ascii: "("):
            if let depth { stack[stack.count - 1] = .code(depth: depth + 1) }
            index += 1
        case UInt8(ascii: ")"):
            if let depth {
                if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .code(depth: depth - 1) }
            }
            index += 1
        case UInt8(ascii: "="):
            let previous = start > 0 ? bytes[start - 1] : 0
            index += 1
            if !Self.compoundAssignmentBytes.contains(previous), at(index) != UInt8(ascii: "=") {
                var next = index
                while next < end, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[next]) { next += 1 }
                if at(next) == UInt8(ascii: "{") { needsVisit = true }
                var nameEnd = next
                while nameEnd < end, Self.isIdentifierByte(bytes[nameEnd]) { nameEnd += 1 }
                if nameEnd > next, Self.isIdentifierStart(bytes[next]), bytes[next] < UInt8(ascii: "A") || bytes[next] > UInt8(ascii: "Z") {
                    assignedNames.insert(String(decoding: bytes[next..<nameEnd], as: UTF8.self))
                }
            }
        case UInt8(ascii: "`"):
            index += 1
            let nameStart = index
            while index < end, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
            record(bytes, nameStart..<index)
            index += 1
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            while index < end, Self.isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") && Self.isDigit(at(index + 1)) {
                index += 1
            }
        default:
            guard Self.isIdentifierStart(byte) else { return index + 1 }
            while index < end, Self.isIdentifierByte(bytes[index]) { index += 1 }
            record(bytes, start..<index)
        }
        return index
    }

    private mutating func record(_ bytes: [UInt8], _ range: Range<Int>) {
        guard let first = range.first.map({ bytes[$0] }) else { return }
        if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") || first >= 0x80 {
            let text = String(decoding: bytes[range], as: UTF8.self)
            if text.first?.isUppercase == true { names.append(Name(text: text, range: range)) }
        } else if braceDepth > 1, bytes[range].elementsEqual(Self.selfKeyword) {
            needsVisit = true
        } else if (4...9).contains(range.count), Self.typeKeywords.contains(where: { bytes[range].elementsEqual($0) }) {
            needsVisit = true
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
