/// Text whose pieces have roles, printed with or without colour: each piece has its control
/// characters escaped first (`escapingControlCharactersInLines`), so a name or path can neither
/// forge a line nor recolour the terminal, then gets its role's colour.
public struct StyledText: Sendable, Equatable {
    /// One piece: its text and role (`nil` for plain).
    public struct Span: Sendable, Equatable {
        public let text: String
        public let role: TerminalStyle.Role?
    }

    public private(set) var spans: [Span] = []

    public init() {}

    /// `text` in one piece.
    public init(_ text: String, _ role: TerminalStyle.Role? = nil) {
        append(text, role)
    }

    /// Adds `text` with `role`.
    public mutating func append(_ text: String, _ role: TerminalStyle.Role? = nil) {
        spans.append(Span(text: text, role: role))
    }

    /// Adds every piece of `other`.
    public mutating func append(_ other: StyledText) {
        spans += other.spans
    }

    /// The text without escapes or colour.
    public var plain: String {
        spans.map(\.text).joined()
    }

    /// The text escaped and coloured by `style`; with `TerminalStyle.plain` exactly
    /// `plain.escapingControlCharactersInLines`.
    public func rendered(_ style: TerminalStyle) -> String {
        spans.map { span in
            let text = span.text.escapingControlCharactersInLines
            return span.role.map { style.apply($0, to: text) } ?? text
        }.joined()
    }
}
