/// Splits names into their words, as case forms and naming checks read them.
public enum NameWords {
    /// The words of a camel-case, snake-case or kebab-case name: `URLSessionTask2` →
    /// `URL`, `Session`, `Task2`.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let previous = current.last, character.isUppercase {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if !previous.isUppercase || nextIsLower {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
