/// The spellings of a module's name (`Login`, `login`, `LOGIN`, `user_profile`…), each with the
/// filter expression that writes it, and where they occur in a text.
struct NameSpellings {
    /// One spelling and the expressions that write it (several when they agree for this name:
    /// `login` is `lowerFirst`, `snake`, `kebab` and `lower` of `Login`).
    struct Spelling {
        let value: String
        let expressions: [String]
    }

    /// The module name as given.
    let module: String
    /// The distinct spellings, longest first so `login_module`'s `login` is not taken for a
    /// shorter spelling.
    let spellings: [Spelling]

    /// The expressions, in the order a spelling several write is written: the name itself and
    /// camel case first, then the forms a neighbouring `_` or `-` asks for.
    private static let expressions: [(String, @Sendable (String) -> String)] = [
        ("module", { $0 }), ("module|lowerFirst", CaseForms.lowerFirst), ("module|upper", CaseForms.upper),
        ("module|lower", { $0.lowercased() }), ("module|snake", CaseForms.snake), ("module|snake|upper", { CaseForms.snake($0).uppercased() }),
        ("module|kebab", CaseForms.kebab),
    ]

    init(module: String) {
        self.module = module
        var byValue: [String: [String]] = [:]
        var order: [String] = []
        for (expression, transform) in Self.expressions {
            let value = transform(module)
            guard !value.isEmpty else { continue }
            if byValue[value] == nil { order.append(value) }
            byValue[value, default: []].append(expression)
        }
        spellings = order.map { Spelling(value: $0, expressions: byValue[$0] ?? []) }
            .sorted { $0.value.count > $1.value.count }
    }

    /// `text` with every spelling standing on a word boundary made a variable tag.
    func template(_ text: String) -> TemplateText {
        var result = TemplateText()
        let characters = Array(text)
        var pending = ""
        var index = 0
        while index < characters.count {
            if let (spelling, length) = match(in: characters, at: index) {
                result.append(text: pending)
                pending = ""
                let before = index > 0 ? characters[index - 1] : nil
                let after = index + length < characters.count ? characters[index + length] : nil
                result.append(variable: expression(for: spelling, between: before, and: after))
                index += length
            } else {
                pending.append(characters[index])
                index += 1
            }
        }
        result.append(text: pending)
        return result
    }

    /// Whether `text` holds a spelling on a word boundary.
    func occurs(in text: String) -> Bool {
        template(text).hasTags
    }

    /// The spelling standing at `index` on word boundaries, with its length in characters.
    private func match(in characters: [Character], at index: Int) -> (Spelling, Int)? {
        for spelling in spellings {
            let value = Array(spelling.value)
            guard characters[index] == value[0], index + value.count <= characters.count,
                characters[index..<(index + value.count)].elementsEqual(value)
            else { continue }
            let before = index > 0 ? characters[index - 1] : nil
            let after = index + value.count < characters.count ? characters[index + value.count] : nil
            if Self.startsWord(value, after: before), Self.endsWord(value, before: after) { return (spelling, value.count) }
        }
        return nil
    }

    /// Whether a spelling may start after `before`: a lower-case spelling after no letter or
    /// digit (`login` in `_login`, not in `relogin`), an all-capitals one after no capital, a
    /// capitalised one anywhere (`Login` in `presentLogin`, `ACLogin`).
    private static func startsWord(_ value: [Character], after before: Character?) -> Bool {
        guard let before, let first = value.first else { return true }
        if first.isLowercase { return !(before.isLetter || before.isNumber) }
        if value.allSatisfy({ !$0.isLowercase }) { return !before.isUppercase }
        return true
    }

    /// Whether a spelling may end before `after`: not before a lower-case letter (`Log` is not in
    /// `Login`), and an all-capitals one not before any letter.
    private static func endsWord(_ value: [Character], before after: Character?) -> Bool {
        guard let after else { return true }
        if value.allSatisfy({ !$0.isLowercase }) { return !after.isLetter }
        return !after.isLowercase
    }

    /// The expression writing `spelling` between `before` and `after`: snake case beside a `_`,
    /// kebab case beside a `-`, else the first that writes it.
    private func expression(for spelling: Spelling, between before: Character?, and after: Character?) -> String {
        let neighbours = [before, after]
        let preferred =
            neighbours.contains("_")
            ? spelling.expressions.first { $0.contains("snake") }
            : neighbours.contains("-") ? spelling.expressions.first { $0.contains("kebab") } : nil
        return preferred ?? spelling.expressions[0]
    }
}
