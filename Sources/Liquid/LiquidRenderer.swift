/// Renders Liquid texts as Ruby Liquid 5 does, but strictly: an undefined variable (unless a
/// `default` filter rescues it), an unsupported tag or filter, or a missing snippet is an error
/// at its file and line, never a blank.
public final class LiquidRenderer {
    /// A snippet `{% include 'name' %}` renders.
    public struct Snippet: Sendable {
        let text: String
        /// Where errors in it point.
        let location: String

        public init(text: String, location: String) {
            self.text = text
            self.location = location
        }
    }

    /// What one render keeps between nodes.
    struct State {
        var scope: LiquidScope
        /// The snippets being included, innermost last, to refuse an include cycle.
        var including: [String] = []
        /// The next position of each `cycle` group.
        var cycles: [String: Int] = [:]
        /// Loop iterations so far, bounded by `LiquidLimits.maximumItems`.
        var iterations = 0
        /// When the render must have finished, `LiquidLimits.maximumSeconds` after it started.
        var deadline = ContinuousClock.now + .seconds(LiquidLimits.maximumSeconds)
    }

    /// Snippets by the name `{% include %}` uses.
    let snippets: [String: Snippet]
    /// Where a missing snippet was looked for, for error messages (e.g. `snippets/<name>.liquid`).
    let snippetPattern: String
    /// Text filters added to Liquid's own, by name.
    let addedFilters: [String: LiquidFilter]
    /// Parsed texts by location, first line and text.
    private var parsed: [String: [LiquidNode]] = [:]

    /// `textFilters` are filters without arguments that transform their input's text, added to
    /// Liquid's standard filters (and taking the place of any of the same name).
    public init(snippets: [String: Snippet], snippetPattern: String, textFilters: [String: @Sendable (String) -> String] = [:]) {
        self.snippets = snippets
        self.snippetPattern = snippetPattern
        addedFilters = Dictionary(uniqueKeysWithValues: textFilters.map { ($0.key, LiquidFilters.textFilter($0.key, $0.value)) })
    }

    /// `text` (shown as `location` in errors, starting at line `firstLine`) rendered with `scope`.
    public func render(
        _ text: String, location: String, firstLine: Int = 1, scope: [String: LiquidValue]
    ) throws(LiquidRenderError) -> String {
        var state = State(scope: LiquidScope(scope, addedFilters: addedFilters))
        return try render(text, location: location, firstLine: firstLine, state: &state)
    }

    func render(_ text: String, location: String, firstLine: Int, state: inout State) throws(LiquidRenderError) -> String {
        let key = "\(location)\u{0}\(firstLine)\u{0}\(text)"
        let nodes: [LiquidNode]
        if let cached = parsed[key] {
            nodes = cached
        } else {
            do { nodes = try LiquidParser.parse(text, firstLine: firstLine) } catch {
                throw LiquidRenderError(location: "\(location):\(error.line ?? firstLine)", message: error.message)
            }
            parsed[key] = nodes
        }
        var output = ""
        try render(nodes, into: &output, location: location, state: &state)
        return output
    }

    /// Runs `body`, reporting its error at `location` and `line`.
    func at<T>(_ location: String, _ line: Int, _ body: () throws(LiquidError) -> T) throws(LiquidRenderError) -> T {
        do { return try body() } catch { throw LiquidRenderError(location: "\(location):\(error.line ?? line)", message: error.message) }
    }

    func render(_ nodes: [LiquidNode], into output: inout String, location: String, state: inout State) throws(LiquidRenderError) {
        for node in nodes {
            switch node {
            case .text(let text), .raw(let text):
                output += text
            case .output(let expression, let line):
                output += try at(location, line) { () throws(LiquidError) in try Self.printed(try state.scope.evaluate(expression)) }
            case .assign(let name, let expression, let line):
                let value = try at(location, line) { () throws(LiquidError) in try state.scope.evaluate(expression) }
                state.scope.assign(name, value)
            case .capture(let name, let body, _):
                var captured = ""
                try render(body, into: &captured, location: location, state: &state)
                state.scope.assign(name, .string(captured))
            case .branches(let branches, _):
                for branch in branches {
                    let scope = state.scope
                    let taken = try at(location, branch.line) { () throws(LiquidError) in
                        try branch.condition.map { condition throws(LiquidError) in try scope.holds(condition) } ?? true
                    }
                    if taken {
                        try render(branch.body, into: &output, location: location, state: &state)
                        break
                    }
                }
            case .choice(let subject, let whens, _):
                try renderChoice(subject, whens, into: &output, location: location, state: &state)
            case .loop(let loop, let line):
                try render(loop, line: line, into: &output, location: location, state: &state)
            case .include(let include, let line):
                try render(include, line: line, into: &output, location: location, state: &state)
            case .cycle(let group, let values, let line):
                output += try at(location, line) { () throws(LiquidError) in try Self.cycle(group, values, state: &state) }
            case .counter(let name, let step, let line):
                output += String(try at(location, line) { () throws(LiquidError) in try state.scope.count(name, step: step) })
            }
            _ = try at(location, node.line ?? 1) { () throws(LiquidError) in try LiquidLimits.checked(output) }
            try checkTime(location, node.line ?? 1, state)
        }
    }

    /// What `{{ value }}` prints: a list's items joined, nested lists flattened; an object is an error.
    static func printed(_ value: LiquidValue) throws(LiquidError) -> String {
        switch value {
        case .object(let fields):
            throw LiquidError(message: "cannot print an object; print one of its fields: \(fields.keys.sorted().joined(separator: ", "))")
        case .array(let items):
            return try items.map { item throws(LiquidError) in try printed(item) }.joined()
        default:
            return value.text ?? ""
        }
    }

    /// `{% cycle %}`: the group's next value, printed.
    private static func cycle(_ group: LiquidExpression?, _ values: [LiquidExpression], state: inout State) throws(LiquidError) -> String {
        let key = try group.map { group throws(LiquidError) in "named \(try printed(try state.scope.evaluate(group)))" } ?? "\(values)"
        let position = (state.cycles[key] ?? 0) % values.count
        state.cycles[key] = position + 1
        return try printed(try state.scope.evaluate(values[position]))
    }
}
