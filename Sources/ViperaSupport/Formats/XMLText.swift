/// Text made safe for XML 1.0 (and HTML): the one escaper every XML, SVG, HTML and XML
/// property list writer goes through.
public enum XMLText {
    /// `text` as XML character data or an attribute value (in double or single quotes): the
    /// markup characters as entities, tab, line feed and carriage return as character
    /// references (an attribute keeps them), and what XML 1.0 cannot hold at all (the other C0
    /// controls, U+FFFE, U+FFFF) written visibly as `\u{1B}`.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
