/// Text made safe to print on a terminal: control characters (escape sequences, carriage
/// returns, bells) in names and paths are shown as `\u{1B}` instead of acting on the terminal.
public enum TerminalSafeText {
    /// `text` with every control character but line feeds and tabs escaped.
    public static func escaping(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" || !scalar.properties.generalCategory.isControl {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }
}

extension Unicode.GeneralCategory {
    /// Whether the category is `Cc`, control characters.
    fileprivate var isControl: Bool { self == .control }
}
