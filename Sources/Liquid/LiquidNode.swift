/// A parsed piece of a Liquid template.
indirect enum LiquidNode: Equatable {
    /// One branch of `if`/`unless`.
    struct Branch: Equatable {
        /// `nil` for `else`.
        let condition: LiquidCondition?
        let body: [LiquidNode]
        /// The line of its `if`, `elsif`, `unless` or `else` tag.
        let line: Int
    }

    /// One `{% when a, b %}` (or `{% else %}`, without values) of a `case`.
    struct When: Equatable {
        /// The values compared with the subject; `nil` for `else`, empty for what comes between
        /// `case` and the first `when` (parsed, never rendered, as in Liquid).
        let values: [LiquidExpression]?
        let body: [LiquidNode]
        let line: Int
    }

    /// `{% for variable in collection reversed limit: n offset: m %}`.
    struct Loop: Equatable {
        let variable: String
        let collection: LiquidExpression
        /// `forloop.name`: the variable and the collection as written, e.g. `x-list`.
        let name: String
        let limit: LiquidExpression?
        let offset: LiquidExpression?
        let reversed: Bool
        let body: [LiquidNode]
        /// The `{% else %}` body, rendered when there is nothing to loop over.
        let otherwise: [LiquidNode]
    }

    /// `{% include 'name' with value as alias, key: value %}` (or `for value`).
    struct Include: Equatable {
        struct Parameter: Equatable {
            let name: String
            let value: LiquidExpression
        }

        let snippet: LiquidExpression
        /// The value after `with`/`for`; without one, the variable named like the snippet.
        let value: LiquidExpression?
        /// The name the value has in the snippet; the snippet's name by default.
        let alias: String?
        let parameters: [Parameter]
    }

    case text(String)
    /// The body of `{% raw %}`, never blank.
    case raw(String)
    case output(LiquidFilteredExpression, line: Int)
    case branches([Branch], line: Int)
    case choice(subject: LiquidExpression, [When], line: Int)
    case loop(Loop, line: Int)
    case include(Include, line: Int)
    case assign(String, LiquidFilteredExpression, line: Int)
    case capture(String, [LiquidNode], line: Int)
    /// `{% cycle 'group': a, b %}`; an unnamed cycle's group is its values.
    case cycle(group: LiquidExpression?, [LiquidExpression], line: Int)
    /// `{% increment name %}` (`step` 1) or `{% decrement name %}` (`step` -1).
    case counter(String, step: Int, line: Int)

    /// Whether the node prints nothing by itself, as Liquid judges it: whitespace, `assign`,
    /// `capture`, and blocks whose bodies hold only such nodes. Liquid drops the whitespace
    /// from the bodies of a blank `if`, `unless`, `case` or `for`.
    var isBlank: Bool {
        switch self {
        case .text(let text): text.unicodeScalars.allSatisfy(LiquidRubyString.isWhitespace)
        case .assign, .capture: true
        case .raw, .output, .include, .cycle, .counter: false
        case .branches(let branches, _): branches.allSatisfy { $0.body.allSatisfy(\.isBlank) }
        case .choice(_, let whens, _): whens.allSatisfy { $0.body.allSatisfy(\.isBlank) }
        case .loop(let loop, _): (loop.body + loop.otherwise).allSatisfy(\.isBlank)
        }
    }

    /// The line of the node's tag or output; `nil` for text.
    var line: Int? {
        switch self {
        case .text, .raw: nil
        case .output(_, let line), .branches(_, let line), .choice(_, _, let line), .loop(_, let line), .include(_, let line),
            .assign(_, _, let line), .capture(_, _, let line), .cycle(_, _, let line), .counter(_, _, let line):
            line
        }
    }

    /// `nodes` without their text when `blank`.
    static func droppingText(_ nodes: [LiquidNode], if blank: Bool) -> [LiquidNode] {
        guard blank else { return nodes }
        return nodes.filter { if case .text = $0 { false } else { true } }
    }
}
