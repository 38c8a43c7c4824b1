/// A 1-based line and column in a source file (columns count UTF-8 bytes, as SwiftSyntax does).
///
/// Held in 32 bits each (a file's facts hold hundreds of positions, a codebase's millions), read
/// and encoded as `Int`.
public struct SourcePosition: Hashable, Sendable, Codable, Comparable {
    private let storedLine: UInt32
    private let storedColumn: UInt32

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }

    /// - Precondition: `line` and `column` are positive and below 2³², as in any file that fits in
    ///   memory.
    public init(line: Int, column: Int) {
        storedLine = UInt32(line)
        storedColumn = UInt32(column)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    private enum CodingKeys: String, CodingKey {
        case line, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let (line, column) = (try container.decode(Int.self, forKey: .line), try container.decode(Int.self, forKey: .column))
        guard let storedLine = UInt32(exactly: line), let storedColumn = UInt32(exactly: column) else {
            throw DecodingError.dataCorruptedError(forKey: .line, in: container, debugDescription: "a position out of range: \(line):\(column)")
        }
        (self.storedLine, self.storedColumn) = (storedLine, storedColumn)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}
/// Where something is in a file: from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Sendable, Codable {
    public let start: SourcePosition
    public let end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// The first line and column of a file, for findings about a whole file.
    public static let fileStart = SourceRange(
        start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1)
    )
}
