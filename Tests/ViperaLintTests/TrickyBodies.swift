import TestSupport

/// Function bodies built at random (from a seed, so every run builds the same ones) out of the
/// parts of Swift's lexical grammar a hand-written scanner gets wrong: regex literals holding
/// quotes, raw strings with any number of `#`, multi-line strings, nested block comments,
/// interpolations holding strings and parentheses, backticked and non-ASCII names; mixed with
/// what makes the fact collector visit a body (closures using `self`, assignments of closures
/// and parameters, local types, type aliases and functions, `defer` releasing a property).
struct TrickyBodies {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A file declaring a class whose members hold `count` generated bodies.
    mutating func file(bodies count: Int) -> String {
        var members: [String] = []
        for index in 0..<count {
            let body = statements(depth: 0)
            switch random.next(below: 5) {
            case 0: members.append("    init(parameter: Int, other: UIColor) {\n\(body)\n    }")
            // A default argument holding a closure: the signature is scanned like a body.
            case 4:
                members.append("    func defaulted\(index)(action: @escaping () -> Void = { \(closureHead())_ = Foo() }) {\n\(body)\n    }")
            case 1: members.append("    var computed\(index): Int {\n\(body)\n        return 0\n    }")
            case 2: members.append("    var observed\(index): Int = 0 {\n        didSet {\n\(body)\n        }\n    }")
            default: members.append("    func method\(index)(parameter: Int, _ other: String) {\n\(body)\n    }")
            }
        }
        return """
            import UIKit

            protocol LoginPresenter: AnyObject {}
            final class LoginDefaultPresenter: LoginPresenter {
                var handler: (() -> Void)?
                var stored = 0
                weak var view: UIView?
            \(members.joined(separator: "\n"))
            }

            """
    }

    private mutating func statements(depth: Int) -> String {
        (0..<(1 + random.next(below: 5))).map { _ in "        " + statement(depth: depth) }.joined(separator: "\n")
    }

    private mutating func statement(depth: Int) -> String {
        let choices: [(inout TrickyBodies) -> String] = [
            { "let \($0.lowercaseName()) = \($0.expression(depth: depth + 1))" },
            { "_ = \($0.expression(depth: depth + 1))" },
            { "print(\($0.expression(depth: depth + 1)), \($0.expression(depth: depth + 1)))" },
            { "\($0.comment()) \($0.expression(depth: depth + 1))" },
            // A member type names its member before its base (`A.B.B`): the visitor notes the last `B` first.
            { "let typed: \($0.capitalisedName()).\($0.capitalisedName()).\($0.capitalisedName())? = nil" },
            { "if (\($0.expression(depth: depth + 1))) != nil {\n\($0.statements(depth: depth + 1))\n        }" },
            { "run { \($0.closureHead())\($0.expression(depth: depth + 1)) }" },
            { "self.handler = { \($0.closureHead())_ = \($0.expression(depth: depth + 1)) }" },
            { _ in "stored = parameter" },
            { "stored = \($0.lowercaseName()).count" },
            { "struct Local\($0.capitalisedName()) { let value: \($0.capitalisedName()) }" },
            { _ in "typealias Handler = () -> Void" },
            { "func inner(value: Int) { stored = value; _ = \($0.expression(depth: depth + 1)) }" },
            { "defer { handler = nil; _ = \($0.expression(depth: depth + 1)) }" },
            { "#if DEBUG\n        _ = \($0.expression(depth: depth + 1))\n        #else\n        _ = \($0.expression(depth: depth + 1))\n        #endif" },
        ]
        return choices[random.next(below: depth > 1 ? 5 : choices.count)](&self)
    }

    private mutating func expression(depth: Int) -> String {
        let leaves: [(inout TrickyBodies) -> String] = [
            { "\($0.capitalisedName())()" },
            { "\($0.capitalisedName()).\($0.capitalisedName())" },
            { "\($0.lowercaseName()).\($0.lowercaseName())" },
            { "\\\($0.capitalisedName()).count" },
            { "[\($0.capitalisedName())]()" },
            { "Array<\($0.capitalisedName())>()" },
            { "f(\($0.capitalisedName()): 1)" },
            { _ in "#/\"/#" },
            { _ in "#/a\"b(\"/#" },
            { _ in "##/x#/y\"/##" },
            { _ in "/[A-Z]\"+/" },
            { _ in "a / b / c" },
            { "#\"\($0.text()) \\(\($0.capitalisedName())) \\#(\($0.capitalisedName()))\"#" },
            { "##\"a \"# \($0.text()) \\##(\($0.capitalisedName()))\"##" },
            { "\"\"\"\n        \($0.text()) \"\" \\(\($0.capitalisedName()).x)\n        \"\"\"" },
            { "#\"\"\"\n        \"\"\" \($0.text())\n        \"\"\"#" },
            { "\"\\\"\($0.capitalisedName())\\\" \($0.text())\"" },
            { _ in "Self.self" },
            { _ in "self.stored" },
            { _ in "`Escaped`.run()" },
            { _ in "Ünïcode.é(Ärger())" },
        ]
        guard depth < 4, random.next(below: 3) == 0 else { return leaves[random.next(below: leaves.count)](&self) }
        let inner = expression(depth: depth + 1)
        switch random.next(below: 5) {
        case 0: return "\"a \\(f(\"b \\(\(inner)) )\", (1, \")\"))) c\""
        case 1: return "(\(inner), \(expression(depth: depth + 1)))"
        case 2: return "{ \(closureHead())\(inner) }()"
        // A closure passed as an argument rather than trailing: arguments are scanned one by one.
        case 3: return "router.present(\(inner), then: { \(closureHead())\(expression(depth: depth + 1)) })"
        default: return "g(\(inner)) { \(closureHead())\(expression(depth: depth + 1)) }"
        }
    }

    private mutating func closureHead() -> String {
        ["", "", "[weak self] in ", "[self] in ", "value in ", "(Value: Int) in "][random.next(below: 6)]
    }

    private mutating func comment() -> String {
        [
            "/* a /* \(capitalisedName()) \" */ still */", "/* \"\"\" */", "/** \(capitalisedName()) */",
        ][random.next(below: 3)]
    }

    /// Text for inside a string: quotes, slashes, comment markers, names.
    private mutating func text() -> String {
        ["UIView", "/* not a comment", "// nor this", "\\\"", "'", "#", "{ self.x = { } }", "class Fake", "é漢字"][random.next(below: 9)]
    }

    private mutating func capitalisedName() -> String {
        ["UIColor", "UILabel", "Foo", "Bar", "Self", "Étoile", "LoginRouter", "Value", "Int"][random.next(below: 9)]
    }

    private mutating func lowercaseName() -> String {
        ["value", "parameter", "other", "view", "élan", "stored"][random.next(below: 6)]
    }
}
