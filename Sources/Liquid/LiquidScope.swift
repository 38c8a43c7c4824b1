/// The variables a render sees, kept as Liquid keeps them: the variables it started with and
/// the `increment`/`decrement` counters (Liquid's environment), under a stack of frames. `for`
/// and `include` push a frame for their own variables; `assign` and `capture` write to the
/// outermost frame, so what they set stays visible after the loop or snippet.
struct LiquidScope {
    private var environment: [String: LiquidValue]
    /// Outermost first.
    private var frames: [[String: LiquidValue]] = [[:]]
    /// Filters the renderer adds to Liquid's own.
    let addedFilters: [String: LiquidFilter]

    init(_ variables: [String: LiquidValue], addedFilters: [String: LiquidFilter] = [:]) {
        environment = variables
        self.addedFilters = addedFilters
    }

    /// The variable `name`: from the innermost frame that has it, else from the environment.
    func value(named name: String) -> LiquidValue? {
        for frame in frames.reversed() {
            if let value = frame[name] { return value }
        }
        return environment[name]
    }

    /// Every defined name, sorted, for error messages.
    var names: [String] {
        Set(environment.keys).union(frames.flatMap(\.keys)).sorted()
    }

    /// `{% assign name = value %}` and `{% capture name %}`.
    mutating func assign(_ name: String, _ value: LiquidValue) {
        frames[0][name] = value
    }

    /// Sets `name` in the innermost frame: a loop variable, `forloop` or an include parameter.
    mutating func setLocal(_ name: String, _ value: LiquidValue) {
        frames[frames.count - 1][name] = value
    }

    /// Adds an innermost frame, for `for` and `include`.
    mutating func pushFrame() {
        frames.append([:])
    }

    /// Removes the innermost frame `pushFrame` added.
    mutating func popFrame() {
        frames.removeLast()
    }

    /// `{% increment name %}` (`step` 1: the counter's value, then one more) and
    /// `{% decrement name %}` (`step` -1: one less, then its value). Counters start at 0 and
    /// live in the environment, apart from assigned variables of the same name.
    mutating func count(_ name: String, step: Int) throws(LiquidError) -> Int {
        let current: Int
        switch environment[name] ?? .null {
        case .null: current = 0
        case .int(let number): current = number
        case let other: throw LiquidError(message: "cannot count with '\(name)', which is \(other.kind)")
        }
        guard case (let next, false) = current.addingReportingOverflow(step) else {
            throw LiquidError(message: "the counter '\(name)' is too large")
        }
        environment[name] = .int(next)
        return step > 0 ? current : next
    }
}
