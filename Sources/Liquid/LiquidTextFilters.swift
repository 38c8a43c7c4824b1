import Foundation

/// Liquid's text filters. Each reads its input and arguments as text (Ruby's `to_s`: nil is
/// empty) and counts lengths in Unicode scalars, as Ruby does.
enum LiquidTextFilters {
    static let all: [String: LiquidFilter] = {
        var result: [String: LiquidFilter] = [:]
        /// A filter of text to text, with text arguments.
        func add(_ name: String, _ arguments: ClosedRange<Int>, _ transform: @escaping @Sendable (String, [String]) -> String) {
            result[name] = LiquidFilter(arguments) { input, values, _ throws(LiquidError) in
                let strings = try values.map { value throws(LiquidError) in try LiquidFilters.text(value, name) }
                return .string(transform(try LiquidFilters.text(input, name), strings))
            }
        }
        add("downcase", 0...0) { text, _ in text.lowercased() }
        add("upcase", 0...0) { text, _ in text.uppercased() }
        add("capitalize", 0...0) { text, _ in
            guard let first = text.unicodeScalars.first else { return "" }
            return String(first).uppercased() + String(String.UnicodeScalarView(text.unicodeScalars.dropFirst())).lowercased()
        }
        add("strip", 0...0) { text, _ in LiquidRubyString.strip(text) }
        add("lstrip", 0...0) { text, _ in LiquidRubyString.lstrip(text) }
        add("rstrip", 0...0) { text, _ in LiquidRubyString.rstrip(text) }
        add("strip_newlines", 0...0) { text, _ in text.replacingOccurrences(of: "\r\n", with: "").replacingOccurrences(of: "\n", with: "") }
        add("newline_to_br", 0...0) { text, _ in
            text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "<br />\n")
        }
        add("escape_once", 0...0) { text, _ in escapingOnce(text) }
        add("append", 1...1) { text, arguments in text + arguments[0] }
        add("prepend", 1...1) { text, arguments in arguments[0] + text }
        add("replace", 1...2) { text, arguments in LiquidRubyString.replacingAll(arguments[0], in: text, with: arguments.dropFirst().first ?? "") }
        add("replace_first", 1...2) { text, arguments in
            LiquidRubyString.replacingFirst(arguments[0], in: text, with: arguments.dropFirst().first ?? "")
        }
        add("remove", 1...1) { text, arguments in LiquidRubyString.replacingAll(arguments[0], in: text, with: "") }
        add("remove_first", 1...1) { text, arguments in LiquidRubyString.replacingFirst(arguments[0], in: text, with: "") }
        result["split"] = LiquidFilter(1...1) { input, arguments, _ throws(LiquidError) in
            .array(LiquidRubyString.split(try LiquidFilters.text(input, "split"), try LiquidFilters.text(arguments[0], "split")).map(LiquidValue.string))
        }
        result["escape"] = LiquidFilter(0...0) { input, _, _ throws(LiquidError) in
            input == .null ? .null : .string(escaping(try LiquidFilters.text(input, "escape")))
        }
        result["h"] = result["escape"]
        result["truncate"] = LiquidFilter(0...2) { input, arguments, _ throws(LiquidError) in
            guard input != .null else { return .null }
            let text = try LiquidFilters.text(input, "truncate")
            let length = try arguments.first.map(LiquidNumber.integer) ?? 50
            let ellipsis = try arguments.count > 1 ? LiquidFilters.text(arguments[1], "truncate") : "..."
            guard LiquidRubyString.length(text) > length else { return .string(text) }
            let ellipsisLength = LiquidRubyString.length(ellipsis)
            let kept = length > ellipsisLength ? length - ellipsisLength : 0
            return .string((LiquidRubyString.slice(text, from: 0, length: kept) ?? "") + ellipsis)
        }
        result["truncatewords"] = LiquidFilter(0...2) { input, arguments, _ throws(LiquidError) in
            guard input != .null else { return .null }
            let text = try LiquidFilters.text(input, "truncatewords")
            let words = max(1, try arguments.first.map(LiquidNumber.integer) ?? 15)
            let ellipsis = try arguments.count > 1 ? LiquidFilters.text(arguments[1], "truncatewords") : "..."
            guard words < LiquidLimits.maximumItems else { return .string(text) }
            let parts = LiquidRubyString.split(text, " ", limit: words + 1)
            guard parts.count > words else { return .string(text) }
            return .string(parts.dropLast().joined(separator: " ") + ellipsis)
        }
        return result
    }()

    private static let htmlEscapes: [Character: String] = ["&": "&amp;", ">": "&gt;", "<": "&lt;", "\"": "&quot;", "'": "&#39;"]

    /// Ruby's `CGI.escapeHTML`.
    private static func escaping(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = htmlEscapes[Character(scalar)] { result += escape } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// What `escape_once` escapes: `"`, `>`, `<`, `'`, and `&` unless it starts an entity.
    private static let escapable = try! NSRegularExpression(pattern: "[\"><']|&(?!([a-zA-Z]+|(#\\d+));)")

    /// `escape` leaving alone what is escaped already (`&amp;`, `&#39;`, …).
    private static func escapingOnce(_ text: String) -> String {
        let source = text as NSString
        var result = ""
        var last = 0
        for match in escapable.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            result += source.substring(with: NSRange(location: last, length: match.range.location - last))
            result += htmlEscapes[Character(source.substring(with: match.range))] ?? ""
            last = match.range.location + match.range.length
        }
        return result + source.substring(from: last)
    }
}
