/// How Xcode writes strings in a property list.
enum PlistText {
    /// Whether `byte` may appear in an unquoted string.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// `text` as Xcode writes it: bare when every byte may be unquoted (and it has no `//`, `___`
    /// Xcode also quotes), else in double quotes with `"`, `\` and control characters escaped.
    static func quoted(_ text: String) -> String {
        if !text.isEmpty, text.utf8.allSatisfy(isUnquoted), !text.contains("//"), !text.contains("___") { return text }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
