/// How to repair a finding: text edits that make the code right, or why vipera will not make
/// them (a fix it cannot prove keeps the code compiling and the objects alive as long as needed).
public struct Fix: Hashable, Sendable, Codable {
    /// What the edits do, in one line, e.g. `make LoginDefaultRouter.presenter weak`.
    public let summary: String
    /// The edits, by file and then position; empty when the fix is refused.
    public let edits: [FixEdit]
    /// Why there is no fix, in one sentence; `nil` when there is one.
    public let refusal: String?

    /// A fix made of `edits`.
    public init(summary: String, edits: [FixEdit]) {
        self.summary = summary
        // Sorted by file and place; insertions at one place keep their order.
        self.edits = edits.enumerated().sorted { ($0.element.file, $0.element.offset, $0.offset) < ($1.element.file, $1.element.offset, $1.offset) }
            .map(\.element)
        self.refusal = nil
    }

    /// No fix, because of `reason`.
    public init(summary: String, refusedBecause reason: String) {
        self.summary = summary
        self.edits = []
        self.refusal = reason
    }

    /// Whether the fix has edits to apply.
    public var isApplicable: Bool { refusal == nil && !edits.isEmpty }

    /// The files the fix edits, each once, in order.
    public var files: [String] {
        edits.map(\.file).reduce(into: []) { files, file in if files.last != file { files.append(file) } }
    }
}

/// One replacement in one file: the UTF-8 bytes `offset..<offset + length` become `replacement`.
public struct FixEdit: Hashable, Sendable, Codable {
    /// The file, as findings name it.
    public let file: String
    /// Where the replaced text is, in lines and columns (an insertion's start and end are the same).
    public let range: SourceRange
    /// The UTF-8 offset of the first replaced byte.
    public let offset: Int
    /// How many UTF-8 bytes are replaced (0 for an insertion).
    public let length: Int
    /// The new text.
    public let replacement: String

    public init(file: String, range: SourceRange, offset: Int, length: Int, replacement: String) {
        self.file = file
        self.range = range
        self.offset = offset
        self.length = length
        self.replacement = replacement
    }

    /// The replaced bytes' range.
    public var byteRange: Range<Int> { offset..<(offset + length) }
}
