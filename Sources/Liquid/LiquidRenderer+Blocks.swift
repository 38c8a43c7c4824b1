/// The blocks that render their bodies more than once or from elsewhere: `case`, `for` and
/// `include`.
extension LiquidRenderer {
    /// `{% case %}`: as in Liquid, every `when` whose value equals the subject renders, and an
    /// `else` renders when no `when` before it did.
    func renderChoice(
        _ subject: LiquidExpression, _ whens: [LiquidNode.When], into output: inout String, location: String, state: inout State
    ) throws(LiquidRenderError) {
        var matched = false
        for when in whens {
            guard let values = when.values else {
                if !matched { try render(when.body, into: &output, location: location, state: &state) }
                continue
            }
            for value in values {
                let scope = state.scope
                let equal = try at(location, when.line) { () throws(LiquidError) in try scope.holds(.comparison(subject, "==", value)) }
                guard equal else { continue }
                matched = true
                try render(when.body, into: &output, location: location, state: &state)
            }
        }
    }

    /// `{% for %}`: the items of a list or range (text is one item, nil none), from `offset`,
    /// at most `limit` of them, `reversed` after that, with `forloop`.
    func render(_ loop: LiquidNode.Loop, line: Int, into output: inout String, location: String, state: inout State) throws(LiquidRenderError) {
        let scope = state.scope
        let items = try at(location, line) { () throws(LiquidError) -> [LiquidValue] in
            let collection = try scope.evaluate(loop.collection)
            var items: [LiquidValue]
            switch collection {
            case .string(let text): items = text.isEmpty ? [] : [collection]
            case .object: throw LiquidError(message: "a for-loop needs a list, not an object (whose fields have no order)")
            default: items = try collection.items() ?? []
            }
            let from = try loop.offset.map { offset throws(LiquidError) in try Self.integerOrZero(try scope.evaluate(offset)) } ?? 0
            let limit = try loop.limit.map { limit throws(LiquidError) in try scope.evaluate(limit) }.flatMap { $0 == .null ? nil : $0 }
            let to = try limit.map { limit throws(LiquidError) in try LiquidNumber.apply("+", try LiquidNumber.integer(limit), max(0, from)) }
            let start = min(max(0, from), items.count)
            items = Array(items[start..<max(start, min(to ?? items.count, items.count))])
            return loop.reversed ? items.reversed() : items
        }
        guard !items.isEmpty else {
            try render(loop.otherwise, into: &output, location: location, state: &state)
            return
        }
        let parent = state.scope.value(named: "forloop") ?? .null
        state.scope.pushFrame()
        defer { state.scope.popFrame() }
        for (index, item) in items.enumerated() {
            try count(location, line, &state)
            state.scope.setLocal(
                "forloop",
                .object([
                    "name": .string(loop.name), "length": .int(items.count), "parentloop": parent,
                    "index": .int(index + 1), "index0": .int(index), "rindex": .int(items.count - index), "rindex0": .int(items.count - index - 1),
                    "first": .bool(index == 0), "last": .bool(index == items.count - 1),
                ]))
            state.scope.setLocal(loop.variable, item)
            try render(loop.body, into: &output, location: location, state: &state)
        }
    }

    /// `{% include %}`: the snippet rendered in a new frame holding its parameters and its value
    /// (once per item when the value is a list).
    func render(_ include: LiquidNode.Include, line: Int, into output: inout String, location: String, state: inout State) throws(LiquidRenderError) {
        let scope = state.scope
        let name = try at(location, line) { () throws(LiquidError) -> String in
            guard case .string(let name) = try scope.evaluate(include.snippet) else {
                throw LiquidError(message: "the snippet name of an include must be text")
            }
            return name
        }
        guard let snippet = snippets[name] else {
            let expected = snippetPattern.replacingOccurrences(of: "<name>", with: name)
            throw LiquidRenderError(location: "\(location):\(line)", message: "snippet '\(name)' not found (expected \(expected))")
        }
        guard !state.including.contains(name) else {
            throw LiquidRenderError(location: "\(location):\(line)", message: "snippet '\(name)' includes itself")
        }
        guard state.including.count < LiquidLimits.maximumDepth else {
            throw LiquidRenderError(location: "\(location):\(line)", message: "includes nest deeper than \(LiquidLimits.maximumDepth) levels")
        }
        let value = try at(location, line) { () throws(LiquidError) in
            try include.value.map { value throws(LiquidError) in try scope.evaluate(value) } ?? scope.value(named: name) ?? .null
        }
        let variable = include.alias ?? String(name.split(separator: "/").last ?? "")
        state.including.append(name)
        state.scope.pushFrame()
        defer {
            state.scope.popFrame()
            state.including.removeLast()
        }
        for parameter in include.parameters {
            let scope = state.scope
            state.scope.setLocal(parameter.name, try at(location, line) { () throws(LiquidError) in try scope.evaluate(parameter.value) })
        }
        let items: [LiquidValue]
        if case .array(let list) = value { items = list } else { items = [value] }
        for item in items {
            try count(location, line, &state)
            state.scope.setLocal(variable, item)
            output += try render(snippet.text, location: snippet.location, firstLine: 1, state: &state)
        }
    }

    /// Counts one iteration, refusing more than `LiquidLimits.maximumItems` in a render.
    private func count(_ location: String, _ line: Int, _ state: inout State) throws(LiquidRenderError) {
        state.iterations += 1
        guard state.iterations <= LiquidLimits.maximumItems else {
            throw LiquidRenderError(location: "\(location):\(line)", message: "loops run more than \(LiquidLimits.maximumItems) times")
        }
        try checkTime(location, line, state)
    }

    /// Refuses to go on past the render's deadline.
    func checkTime(_ location: String, _ line: Int, _ state: State) throws(LiquidRenderError) {
        guard ContinuousClock.now < state.deadline else {
            throw LiquidRenderError(location: "\(location):\(line)", message: "the template takes longer than \(LiquidLimits.maximumSeconds) seconds to render")
        }
    }

    /// A for-loop's `offset`: nil is 0.
    private static func integerOrZero(_ value: LiquidValue) throws(LiquidError) -> Int {
        value == .null ? 0 : try LiquidNumber.integer(value)
    }
}
