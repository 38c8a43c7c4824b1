/// Text from the user or the file system made safe and short enough to print in a message.
extension String {
    /// The text with control characters (C0, DEL and C1) written as escapes (`\n`, `\t`,
    /// `\u{1B}`), so a name or path cannot move the cursor or recolour the terminal.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            guard Self.isControl(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// Each line escaped on its own: a message's own line breaks stay, every other control
    /// character is escaped. What is printed to a terminal goes through this last.
    public var escapingControlCharactersInLines: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { String($0).escapingControlCharacters }.joined(separator: "\n")
    }

    /// `escapingControlCharacters`, cut after `limit` characters (with `…`) when longer.
    public func printable(limit: Int) -> String {
        let escaped = (count > limit ? String(prefix(limit)) : self).escapingControlCharacters
        return count > limit ? escaped + "…" : escaped
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
