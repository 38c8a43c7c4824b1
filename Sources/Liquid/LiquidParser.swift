import Foundation

/// Turns tokens into nodes, refusing the Liquid vipera does not support.
struct LiquidParser {
    /// The tags vipera renders, for error messages.
    static let supportedTags =
        "if/elsif/else, unless, case/when, for/else, assign, capture, increment, decrement, cycle, include, comment, raw"

    private let tokens: [LiquidToken]
    private var position = 0
    /// How many blocks enclose the current token.
    private var depth = 0

    /// Parses `text`, whose first line is `firstLine`.
    static func parse(_ text: String, firstLine: Int = 1) throws(LiquidError) -> [LiquidNode] {
        var parser = LiquidParser(tokens: try LiquidLexer.tokens(text, firstLine: firstLine))
        let (nodes, end) = try parser.nodes(until: [])
        if let end { throw LiquidError(line: end.line, message: "'{% \(end.contents) %}' has no opening tag") }
        return nodes
    }

    private init(tokens: [LiquidToken]) {
        self.tokens = tokens
    }

    /// Nodes up to a tag whose keyword is in `ends` (returned, consumed) or the end of the text.
    mutating func nodes(until ends: Set<String>) throws(LiquidError) -> ([LiquidNode], LiquidToken?) {
        var nodes: [LiquidNode] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            do {
                switch token.kind {
                case .text: nodes.append(.text(token.contents))
                case .raw: if !token.contents.isEmpty { nodes.append(.raw(token.contents)) }
                case .output:
                    var parser = try LiquidExpressionParser(token.contents)
                    nodes.append(.output(try parser.filteredExpression(), line: token.line))
                case .tag:
                    let keyword = Self.keyword(of: token)
                    if ends.contains(keyword) { return (nodes, token) }
                    if let node = try tag(keyword, token) { nodes.append(node) }
                }
            } catch {
                throw LiquidError(line: error.line ?? token.line, message: error.message, isUndefined: error.isUndefined)
            }
        }
        return (nodes, nil)
    }

    /// Nodes up to `end` (or one of `also`), which must come.
    mutating func block(
        closedBy end: String, opener: LiquidToken, also: Set<String> = []
    ) throws(LiquidError) -> ([LiquidNode], LiquidToken) {
        guard depth < LiquidLimits.maximumDepth else {
            throw LiquidError(line: opener.line, message: "blocks nest deeper than \(LiquidLimits.maximumDepth) levels")
        }
        depth += 1
        defer { depth -= 1 }
        let (body, closer) = try nodes(until: also.union([end]))
        guard let closer else {
            throw LiquidError(line: opener.line, message: "'{% \(opener.contents) %}' is never closed with '{% \(end) %}'")
        }
        return (body, closer)
    }

    /// The tag's name: its first word.
    static func keyword(of token: LiquidToken) -> String {
        String(token.contents.prefix { !$0.isWhitespace })
    }

    private mutating func tag(_ keyword: String, _ token: LiquidToken) throws(LiquidError) -> LiquidNode? {
        let rest = String(token.contents.dropFirst(keyword.count))
        switch keyword {
        case "if", "unless": return try branches(keyword, rest, token)
        case "case": return try choice(rest, token)
        case "for": return try loop(rest, token)
        case "include": return .include(try include(rest), line: token.line)
        case "cycle": return try cycle(rest, token)
        case "increment", "decrement":
            return .counter(try Self.variableName(rest[...]), step: keyword == "increment" ? 1 : -1, line: token.line)
        case "assign":
            guard let equals = rest.firstIndex(of: "=") else {
                throw LiquidError(message: "write '{% assign name = value %}'")
            }
            var parser = try LiquidExpressionParser(String(rest[rest.index(after: equals)...]))
            return .assign(try Self.variableName(rest[..<equals]), try parser.filteredExpression(), line: token.line)
        case "capture":
            let name = try Self.variableName(rest[...])
            let (body, _) = try block(closedBy: "endcapture", opener: token)
            return .capture(name, body, line: token.line)
        case "#": return nil
        case "elsif", "else", "when", "endif", "endunless", "endcase", "endfor", "endcapture":
            throw LiquidError(message: "'{% \(token.contents) %}' has no opening tag")
        default:
            throw LiquidError(message: "unsupported Liquid tag '\(keyword)' (vipera supports: \(Self.supportedTags))")
        }
    }

    private mutating func branches(_ keyword: String, _ rest: String, _ opener: LiquidToken) throws(LiquidError) -> LiquidNode {
        var parser = try LiquidExpressionParser(rest)
        var condition: LiquidCondition? = try parser.condition()
        if keyword == "unless", let positive = condition { condition = .not(positive) }
        var result: [LiquidNode.Branch] = []
        let end = "end" + keyword
        var line = opener.line
        while true {
            let (body, closer) = try block(closedBy: end, opener: opener, also: ["elsif", "else"])
            result.append(.init(condition: condition, body: body, line: line))
            line = closer.line
            let closerKeyword = Self.keyword(of: closer)
            if closerKeyword == end {
                let blank = LiquidNode.branches(result, line: opener.line).isBlank
                return .branches(
                    result.map { .init(condition: $0.condition, body: LiquidNode.droppingText($0.body, if: blank), line: $0.line) },
                    line: opener.line)
            }
            if condition == nil { throw LiquidError(line: closer.line, message: "'{% \(closerKeyword) %}' after '{% else %}'") }
            if closerKeyword == "else" {
                condition = nil
            } else {
                var parser = try LiquidExpressionParser(String(closer.contents.dropFirst(closerKeyword.count)))
                condition = try parser.condition()
            }
        }
    }

    /// A name `assign`, `capture`, `for` and the counters can set: a letter or `_`, then
    /// letters, digits, `_` or `-`.
    static func variableName(_ text: Substring) throws(LiquidError) -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        else {
            throw LiquidError(message: "'\(name)' is not a variable name")
        }
        return name
    }
}
