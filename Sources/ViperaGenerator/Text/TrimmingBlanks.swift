extension StringProtocol {
    /// The text without leading and trailing blanks (spaces and tabs, not newlines): what
    /// `trimmingCharacters(in: .whitespaces)` gives, without bridging to `NSString`.
    func trimmingBlanks() -> String {
        let isBlank = { (character: Character) in character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
