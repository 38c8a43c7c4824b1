/// The tags with their own syntax: `case`, `for`, `include` and `cycle`.
extension LiquidParser {
    /// `{% case subject %}{% when a, b or c %}…{% else %}…{% endcase %}`.
    mutating func choice(_ rest: String, _ opener: LiquidToken) throws(LiquidError) -> LiquidNode {
        var parser = try LiquidExpressionParser(rest)
        let subject = try parser.expression()
        try parser.expectEnd()
        var whens: [LiquidNode.When] = []
        var values: [LiquidExpression]? = []
        var line = opener.line
        while true {
            let (body, closer) = try block(closedBy: "endcase", opener: opener, also: ["when", "else"])
            whens.append(.init(values: values, body: body, line: line))
            line = closer.line
            let keyword = Self.keyword(of: closer)
            let markup = String(closer.contents.dropFirst(keyword.count))
            switch keyword {
            case "when":
                var parser = try LiquidExpressionParser(markup)
                values = try parser.alternatives()
            case "else":
                guard markup.allSatisfy(\.isWhitespace) else { throw LiquidError(line: closer.line, message: "write '{% else %}' alone") }
                values = nil
            default:
                let blank = LiquidNode.choice(subject: subject, whens, line: opener.line).isBlank
                let kept = whens.map { LiquidNode.When(values: $0.values, body: LiquidNode.droppingText($0.body, if: blank), line: $0.line) }
                return .choice(subject: subject, kept, line: opener.line)
            }
        }
    }

    /// `{% for item in collection reversed limit: n offset: m %}…{% else %}…{% endfor %}`.
    mutating func loop(_ rest: String, _ opener: LiquidToken) throws(LiquidError) -> LiquidNode {
        var parser = try LiquidExpressionParser(rest)
        guard let variable = parser.word(), parser.word() == "in" else {
            throw LiquidError(message: "write '{% for item in list %}'")
        }
        let collection = try parser.expression()
        let reversed = parser.take(.word("reversed"))
        var limit: LiquidExpression?
        var offset: LiquidExpression?
        while let option = parser.optionName() {
            switch option {
            case "limit": limit = try parser.expression()
            case "offset": offset = try parser.expression()
            default: throw LiquidError(message: "unknown for-loop option '\(option)' (write limit: or offset:)")
            }
        }
        if parser.take(.word("reversed")) { throw LiquidError(message: "write 'reversed' right after the list, before limit: and offset:") }
        try parser.expectEnd()
        var (body, closer) = try block(closedBy: "endfor", opener: opener, also: ["else"])
        var otherwise: [LiquidNode] = []
        if Self.keyword(of: closer) == "else" {
            (otherwise, closer) = try block(closedBy: "endfor", opener: opener)
        }
        let written = rest.split(whereSeparator: \.isWhitespace).dropFirst(2).first.map(String.init) ?? ""
        let name = try Self.variableName(variable[...])
        let unblank = LiquidNode.Loop(
            variable: name, collection: collection, name: "\(name)-\(written)", limit: limit, offset: offset,
            reversed: reversed, body: body, otherwise: otherwise
        )
        let blank = LiquidNode.loop(unblank, line: opener.line).isBlank
        let loop = LiquidNode.Loop(
            variable: name, collection: collection, name: unblank.name, limit: limit, offset: offset, reversed: reversed,
            body: LiquidNode.droppingText(body, if: blank), otherwise: LiquidNode.droppingText(otherwise, if: blank)
        )
        return .loop(loop, line: opener.line)
    }

    /// `'name'`, then `with value` or `for value`, `as alias`, and `key: value` parameters.
    func include(_ rest: String) throws(LiquidError) -> LiquidNode.Include {
        var parser = try LiquidExpressionParser(rest)
        let snippet = try parser.expression()
        var value: LiquidExpression?
        if parser.take(.word("with")) || parser.take(.word("for")) { value = try parser.expression() }
        let alias = parser.take(.word("as")) ? try parser.word().map { word throws(LiquidError) in try Self.variableName(word[...]) } : nil
        var parameters: [LiquidNode.Include.Parameter] = []
        while true {
            _ = parser.take(.symbol(","))
            guard let name = parser.optionName() else { break }
            parameters.append(.init(name: name, value: try parser.expression()))
        }
        guard parser.isAtEnd else {
            throw LiquidError(message: "write '{% include 'snippet' %}', with 'with value', 'for value', 'as name' or 'key: value' after it")
        }
        return .init(snippet: snippet, value: value, alias: alias, parameters: parameters)
    }

    /// `{% cycle a, b %}` or `{% cycle 'group': a, b %}`.
    func cycle(_ rest: String, _ opener: LiquidToken) throws(LiquidError) -> LiquidNode {
        var parser = try LiquidExpressionParser(rest)
        var group: LiquidExpression?
        var values = [try parser.expression()]
        if parser.take(.symbol(":")) {
            group = values.removeFirst()
            values = [try parser.expression()]
        }
        while parser.take(.symbol(",")) { values.append(try parser.expression()) }
        try parser.expectEnd()
        return .cycle(group: group, values, line: opener.line)
    }
}
