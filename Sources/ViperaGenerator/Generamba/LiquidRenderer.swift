/// Renders Liquid texts strictly: an undefined variable, an unsupported tag or filter, or a
/// missing snippet is an error at its file and line, never a blank.
final class LiquidRenderer {
    /// A snippet `{% include 'name' %}` renders.
    struct Snippet {
        let text: String
        /// Where errors in it point.
        let location: String
    }

    private struct State {
        var scope: [String: LiquidValue]
        /// The snippets being included, innermost last, to refuse an include cycle.
        var including: [String] = []
    }

    /// Snippets by the name `{% include %}` uses.
    private let snippets: [String: Snippet]
    /// Where a missing snippet was looked for, for error messages (e.g. `snippets/<name>.liquid`).
    private let snippetPattern: String
    /// Parsed texts by location, first line and text.
    private var parsed: [String: [LiquidNode]] = [:]

    init(snippets: [String: Snippet], snippetPattern: String) {
        self.snippets = snippets
        self.snippetPattern = snippetPattern
    }

    /// `text` (shown as `location` in errors, starting at line `firstLine`) rendered with `scope`.
    func render(
        _ text: String, location: String, firstLine: Int = 1, scope: [String: LiquidValue]
    ) throws(GenerationError) -> String {
        var state = State(scope: scope)
        return try render(text, location: location, firstLine: firstLine, state: &state)
    }

    private func render(_ text: String, location: String, firstLine: Int, state: inout State) throws(GenerationError) -> String {
        let key = "\(location)\u{0}\(firstLine)\u{0}\(text)"
        let nodes: [LiquidNode]
        if let cached = parsed[key] {
            nodes = cached
        } else {
            do { nodes = try LiquidParser.parse(text, firstLine: firstLine) } catch {
                throw .render(location: "\(location):\(error.line ?? firstLine)", message: error.message)
            }
            parsed[key] = nodes
        }
        var output = ""
        try render(nodes, into: &output, location: location, state: &state)
        return output
    }

    private func render(_ nodes: [LiquidNode], into output: inout String, location: String, state: inout State) throws(GenerationError) {
        func at<T>(_ line: Int, _ body: () throws(LiquidError) -> T) throws(GenerationError) -> T {
            do { return try body() } catch { throw .render(location: "\(location):\(error.line ?? line)", message: error.message) }
        }
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let expression, let line):
                output += try at(line) { () throws(LiquidError) in try Self.printable(try evaluate(expression, state.scope)) }
            case .assign(let name, let expression, let line):
                state.scope[name] = try at(line) { () throws(LiquidError) in try evaluate(expression, state.scope) }
            case .capture(let name, let body, _):
                var captured = ""
                try render(body, into: &captured, location: location, state: &state)
                state.scope[name] = .string(captured)
            case .branches(let branches, _):
                for branch in branches {
                    let scope = state.scope
                    let taken = try at(branch.line) { () throws(LiquidError) in
                        try branch.condition.map { condition throws(LiquidError) in try Self.holds(condition, scope) } ?? true
                    }
                    if taken {
                        try render(branch.body, into: &output, location: location, state: &state)
                        break
                    }
                }
            case .loop(let variable, let collection, let body, let otherwise, let line):
                let items = try at(line) { () throws(LiquidError) in try Self.list(collection, state.scope) }
                if items.isEmpty { try render(otherwise, into: &output, location: location, state: &state) }
                let saved = (state.scope[variable], state.scope["forloop"])
                for (index, item) in items.enumerated() {
                    state.scope[variable] = item
                    state.scope["forloop"] = Self.forloop(index: index, count: items.count)
                    try render(body, into: &output, location: location, state: &state)
                }
                state.scope[variable] = saved.0
                state.scope["forloop"] = saved.1
            case .include(let name, let line):
                guard let snippet = snippets[name] else {
                    let expected = snippetPattern.replacingOccurrences(of: "<name>", with: name)
                    throw .render(location: "\(location):\(line)", message: "snippet '\(name)' not found (expected \(expected))")
                }
                guard !state.including.contains(name) else {
                    throw .render(location: "\(location):\(line)", message: "snippet '\(name)' includes itself")
                }
                guard state.including.count < NestingLimit.maximumDepth else {
                    throw .render(location: "\(location):\(line)", message: "includes nest deeper than \(NestingLimit.maximumDepth) levels")
                }
                state.including.append(name)
                output += try render(snippet.text, location: snippet.location, firstLine: 1, state: &state)
                state.including.removeLast()
            }
        }
    }

    private static func printable(_ value: LiquidValue) throws(LiquidError) -> String {
        if let text = value.text { return text }
        guard case .object(let fields) = value else { return "" }
        throw LiquidError(message: "cannot print an object; print one of its fields: \(fields.keys.sorted().joined(separator: ", "))")
    }

    private func evaluate(_ expression: LiquidFilteredExpression, _ scope: [String: LiquidValue]) throws(LiquidError) -> LiquidValue {
        var value = try Self.value(expression.base, scope)
        for filter in expression.filters {
            let arguments = try filter.arguments.map { argument throws(LiquidError) in try Self.value(argument, scope) }
            value = try LiquidFilters.apply(filter.name, to: value, arguments: arguments)
        }
        return value
    }

    private static func holds(_ condition: LiquidCondition, _ scope: [String: LiquidValue]) throws(LiquidError) -> Bool {
        switch condition {
        case .value(let expression): return try value(expression, scope).isTruthy
        case .not(let inner): return try !holds(inner, scope)
        case .and(let left, let right):
            guard try holds(left, scope) else { return false }
            return try holds(right, scope)
        case .or(let left, let right):
            if try holds(left, scope) { return true }
            return try holds(right, scope)
        case .comparison(let left, let operation, let right):
            if right == .empty || left == .empty {
                let other = try value(right == .empty ? left : right, scope)
                return operation == "==" ? other.isEmpty : !other.isEmpty
            }
            return try LiquidComparison.compare(try value(left, scope), operation, try value(right, scope))
        }
    }

    private static func value(_ expression: LiquidExpression, _ scope: [String: LiquidValue]) throws(LiquidError) -> LiquidValue {
        switch expression {
        case .literal(let value): return value
        case .empty: return .string("")
        case .path(let keys): return try lookup(keys, in: scope)
        }
    }

    /// The value at `keys`; a missing variable or field is an error listing what exists.
    private static func lookup(_ keys: [String], in scope: [String: LiquidValue]) throws(LiquidError) -> LiquidValue {
        guard var value = scope[keys[0]] else {
            throw LiquidError(message: "undefined variable '\(keys[0])' (defined: \(scope.keys.sorted().joined(separator: ", ")))")
        }
        for index in keys.indices.dropFirst() {
            let key = keys[index]
            let owner = keys[..<index].joined(separator: ".")
            switch (value, key) {
            case (.object(let fields), _):
                guard let field = fields[key] else {
                    let defined = fields.keys.sorted().joined(separator: ", ")
                    throw LiquidError(message: "undefined variable '\(owner).\(key)' (\(owner) has: \(defined.isEmpty ? "nothing" : defined))")
                }
                value = field
            case (.array(let items), "size"): value = .int(items.count)
            case (.array(let items), "first"): value = items.first ?? .null
            case (.array(let items), "last"): value = items.last ?? .null
            case (.string(let text), "size"): value = .int(text.count)
            default: throw LiquidError(message: "'\(owner)' is \(value.kind) and has no '\(key)'")
            }
        }
        return value
    }

    private static func list(_ expression: LiquidExpression, _ scope: [String: LiquidValue]) throws(LiquidError) -> [LiquidValue] {
        let collection = try value(expression, scope)
        guard case .array(let items) = collection else {
            throw LiquidError(message: "a for-loop needs a list, not \(collection.kind)")
        }
        return items
    }

    private static func forloop(index: Int, count: Int) -> LiquidValue {
        .object([
            "index": .int(index + 1), "index0": .int(index), "rindex": .int(count - index), "rindex0": .int(count - index - 1),
            "first": .bool(index == 0), "last": .bool(index == count - 1), "length": .int(count),
        ])
    }
}
