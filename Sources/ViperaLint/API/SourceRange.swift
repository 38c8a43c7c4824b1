/// A 1-based line and column in a source file (columns count UTF-8 bytes, as SwiftSyntax does).
public struct SourcePosition: Hashable, Sendable, Codable, Comparable {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
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
