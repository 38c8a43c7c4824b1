import Foundation

/// Text made safe to place in YAML: the one escaper every YAML writer goes through.
public enum YAMLText {
    /// `text` as a YAML double-quoted scalar that reads back as exactly `text`: the backslash,
    /// the quote, and every character YAML would fold, drop or refuse (controls, NEL, the line
    /// and paragraph separators, the byte order mark) as escapes.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` made one line for a `# comment`: a line break in it would end the comment and
    /// start YAML.
    public static func comment(_ text: String) -> String {
        text.escapingControlCharacters.replacingOccurrences(of: "\u{2028}", with: "\\u{2028}").replacingOccurrences(of: "\u{2029}", with: "\\u{2029}")
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF].contains(scalar.value)
    }
}
