import Foundation

/// A parsed piece of a Liquid template.
indirect enum LiquidNode: Equatable {
    struct Branch: Equatable {
        /// `nil` for `else`.
        let condition: LiquidCondition?
        let body: [LiquidNode]
        /// The line of its `if`, `elsif`, `unless` or `else` tag.
        let line: Int
    }

    case text(String)
    case output(LiquidFilteredExpression, line: Int)
    case branches([Branch], line: Int)
    case loop(variable: String, collection: LiquidExpression, body: [LiquidNode], otherwise: [LiquidNode], line: Int)
    case include(String, line: Int)
    case assign(String, LiquidFilteredExpression, line: Int)
    case capture(String, [LiquidNode], line: Int)
}

/// Turns tokens into nodes, refusing the Liquid vipera does not support.
struct LiquidParser {
    /// The tags vipera renders, for error messages.
    static let supportedTags = "if/elsif/else, unless, for/else, assign, capture, include, comment, raw"

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
    private mutating func nodes(until ends: Set<String>) throws(LiquidError) -> ([LiquidNode], LiquidToken?) {
        var nodes: [LiquidNode] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            do {
                switch token.kind {
                case .text: nodes.append(.text(token.contents))
                case .output:
                    var parser = try LiquidExpressionParser(token.contents)
                    nodes.append(.output(try parser.filteredExpression(), line: token.line))
                case .tag:
                    let keyword = String(token.contents.prefix { !$0.isWhitespace })
                    if ends.contains(keyword) { return (nodes, token) }
                    if let node = try tag(keyword, token) { nodes.append(node) }
                }
            } catch {
                throw LiquidError(line: error.line ?? token.line, message: error.message)
            }
        }
        return (nodes, nil)
    }

    private mutating func tag(_ keyword: String, _ token: LiquidToken) throws(LiquidError) -> LiquidNode? {
        let rest = String(token.contents.dropFirst(keyword.count))
        switch keyword {
        case "if", "unless": return try branches(keyword, rest, token)
        case "for": return try loop(rest, token)
        case "include": return .include(try snippetName(rest), line: token.line)
        case "assign":
            guard let equals = rest.firstIndex(of: "=") else {
                throw LiquidError(message: "write '{% assign name = value %}'")
            }
            var parser = try LiquidExpressionParser(String(rest[rest.index(after: equals)...]))
            return .assign(try variableName(rest[..<equals]), try parser.filteredExpression(), line: token.line)
        case "capture":
            let name = try variableName(rest[...])
            let (body, _) = try block(closedBy: "endcapture", opener: token)
            return .capture(name, body, line: token.line)
        case "#": return nil
        case "elsif", "else", "endif", "endunless", "endfor", "endcapture":
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
            let closerKeyword = closer.contents.prefix { !$0.isWhitespace }
            if closerKeyword == end { return .branches(result, line: opener.line) }
            if condition == nil { throw LiquidError(line: closer.line, message: "'{% \(closerKeyword) %}' after '{% else %}'") }
            if closerKeyword == "else" {
                condition = nil
            } else {
                var parser = try LiquidExpressionParser(String(closer.contents.dropFirst(closerKeyword.count)))
                condition = try parser.condition()
            }
        }
    }

    private mutating func loop(_ rest: String, _ opener: LiquidToken) throws(LiquidError) -> LiquidNode {
        var parser = try LiquidExpressionParser(rest)
        guard let variable = parser.word(), parser.word() == "in" else {
            throw LiquidError(message: "write '{% for item in list %}'")
        }
        let collection = try parser.expression()
        if !parser.isAtEnd {
            throw LiquidError(message: "for-loop options (limit, offset, reversed) and filters after the list are not supported; assign the list first")
        }
        var (body, closer) = try block(closedBy: "endfor", opener: opener, also: ["else"])
        var otherwise: [LiquidNode] = []
        if closer.contents.hasPrefix("else") {
            (otherwise, closer) = try block(closedBy: "endfor", opener: opener)
        }
        return .loop(variable: try variableName(variable[...]), collection: collection, body: body, otherwise: otherwise, line: opener.line)
    }

    /// Nodes up to `end` (or one of `also`), which must come.
    private mutating func block(
        closedBy end: String, opener: LiquidToken, also: Set<String> = []
    ) throws(LiquidError) -> ([LiquidNode], LiquidToken) {
        guard depth < NestingLimit.maximumDepth else {
            throw LiquidError(line: opener.line, message: "blocks nest deeper than \(NestingLimit.maximumDepth) levels")
        }
        depth += 1
        defer { depth -= 1 }
        let (body, closer) = try nodes(until: also.union([end]))
        guard let closer else {
            throw LiquidError(line: opener.line, message: "'{% \(opener.contents) %}' is never closed with '{% \(end) %}'")
        }
        return (body, closer)
    }

    /// `'header'`, `"header"` or `header` in `{% include … %}`.
    private func snippetName(_ rest: String) throws(LiquidError) -> String {
        let name = rest.trimmingCharacters(in: .whitespaces)
        let unquoted = name.trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
        guard !unquoted.isEmpty, !unquoted.contains(where: { $0.isWhitespace || $0 == "," || $0 == ":" }) else {
            throw LiquidError(message: "write '{% include 'snippet' %}'; passing variables to a snippet is not supported")
        }
        return unquoted
    }

    private func variableName(_ text: Substring) throws(LiquidError) -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard Self.isVariableName(name) else { throw LiquidError(message: "'\(name)' is not a variable name") }
        return name
    }

    /// Names Liquid can assign to: a letter or `_`, then letters, digits, `_` or `-`.
    private static func isVariableName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}
