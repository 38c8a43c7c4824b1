import Foundation

/// Where a file's lines start, to turn UTF-8 offsets into 1-based lines and columns the way
/// SwiftSyntax's `SourceLocationConverter` does (`\n`, `\r` and `\r\n` end a line; columns count
/// bytes), without walking the syntax tree or copying the text.
struct LineTable {
    /// The offset of each line's first byte.
    private var lineStarts: [Int] = [0]
    private let length: Int

    init(_ text: String) {
        var lineStarts = [0]
        // Room for lines of 32 bytes on average, so that the table rarely grows.
        lineStarts.reserveCapacity(text.utf8.count / 32 + 1)
        var text = text
        length = text.withUTF8 { bytes in
            // Most files end lines with `\n` only: those are read with the C library's `memchr`.
            if let start = bytes.baseAddress, memchr(start, Int32(UInt8(ascii: "\r")), bytes.count) == nil {
                var offset = 0
                while offset < bytes.count, let newline = memchr(start + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
                    offset = UnsafeRawPointer(start).distance(to: UnsafeRawPointer(newline)) + 1
                    lineStarts.append(offset)
                }
                return bytes.count
            }
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "\r"), offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") {
                    offset += 1
                } else if byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
                    continue
                }
                lineStarts.append(offset)
            }
            return bytes.count
        }
        self.lineStarts = lineStarts
    }

    /// The line and column of `offset`, clamped to the text.
    func position(at offset: Int) -> SourcePosition {
        let offset = max(0, min(offset, length))
        // The last line starting at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The offset of a 1-based line and column, clamped to the text and to the line as
    /// SwiftSyntax's `SourceLocationConverter.position(ofLine:column:)` clamps them (a column past
    /// the end of a line is its line break; past the last line's end, the end of the text).
    func offset(ofLine line: Int, column: Int) -> Int {
        guard line >= 1 else { return 0 }
        guard line <= lineStarts.count else { return length }
        let start = lineStarts[line - 1]
        let isLast = line == lineStarts.count
        let lineLength = (isLast ? length : lineStarts[line]) - start
        return start + max(1, min(column, isLast ? lineLength + 1 : lineLength)) - 1
    }
}
