import Stencil

/// How a Stencil template's block tags (`for`, `if`, `ifnot`, `filter`, `block`) open, continue
/// (`elif`, `else`, `empty`) and close, checked on its tokens before Stencil parses them: Stencil
/// reports a stray closing tag at line 0 and parses (and renders) nested blocks recursively, so
/// thousands of levels overflow the stack.
enum BlockStructure {
    /// What a block tag does.
    enum Role: Equatable {
        /// Opens a block that `closer` ends.
        case opener(closer: String)
        /// Continues the innermost block (`elif`, `else`, `empty`).
        case middle
        /// Ends the innermost block.
        case closer
    }

    /// A malformed structure, at the line of the tag at fault.
    struct Failure: Error {
        let line: Int
        let message: String
    }

    private static let closers = ["for": "endfor", "if": "endif", "ifnot": "endif", "filter": "endfilter", "block": "endblock"]
    private static let middles: [String: Set<String>] = ["for": ["empty"], "if": ["elif", "else"], "ifnot": ["else"]]
    private static let closingKeywords = Set(closers.values)
    private static let middleKeywords = Set(middles.values.joined())

    /// The tag's keyword (the second word of a labelled `for`, `outer: for …`).
    static func keyword(of token: Token) -> String? {
        let words = token.contents.split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return nil }
        return first.hasSuffix(":") && words.count > 1 ? String(words[1]) : String(first)
    }

    /// The role of `token`, or nil for a text, variable, comment or tag without a body.
    static func role(of token: Token) -> Role? {
        guard token.kind == .block, let keyword = keyword(of: token) else { return nil }
        if let closer = closers[keyword] { return .opener(closer: closer) }
        if closingKeywords.contains(keyword) { return .closer }
        return middleKeywords.contains(keyword) ? .middle : nil
    }

    /// Checks that every block tag in `lexed` is opened, continued and closed in order, no
    /// deeper than `TemplateLimits.maximumDepth`.
    static func check(_ lexed: [LexedToken]) throws(Failure) {
        /// The open blocks, innermost last: their keyword and tag.
        var open: [(keyword: String, lexed: LexedToken)] = []
        for item in lexed {
            guard let role = role(of: item.token), let keyword = keyword(of: item.token) else { continue }
            let innermost = open.last
            switch role {
            case .opener:
                guard open.count < TemplateLimits.maximumDepth else {
                    throw Failure(line: item.line, message: "blocks nest deeper than \(TemplateLimits.maximumDepth) levels")
                }
                open.append((keyword, item))
            case .middle:
                guard let innermost, middles[innermost.keyword]?.contains(keyword) == true else {
                    throw Failure(line: item.line, message: "'{% \(item.token.contents) %}' is not inside a block it can continue\(inside(innermost))")
                }
            case .closer:
                guard let innermost, closers[innermost.keyword] == keyword else {
                    throw Failure(line: item.line, message: "'{% \(item.token.contents) %}' has no opening tag\(inside(innermost))")
                }
                open.removeLast()
            }
        }
        if let innermost = open.last {
            let closer = closers[innermost.keyword] ?? "end"
            throw Failure(line: innermost.lexed.line, message: "'{% \(innermost.lexed.token.contents) %}' is never closed with '{% \(closer) %}'")
        }
    }

    /// `" (inside '{% … %}' from line n)"` for the innermost open block, if any.
    private static func inside(_ innermost: (keyword: String, lexed: LexedToken)?) -> String {
        innermost.map { " (inside '{% \($0.lexed.token.contents) %}' from line \($0.lexed.line))" } ?? ""
    }
}
