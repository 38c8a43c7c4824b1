/// Liquid's numbers: whole numbers only (a fraction is an error, never rounded silently), read
/// from values as Ruby reads them, with overflow and division by zero reported.
enum LiquidNumber {
    /// Ruby's `Integer(value.to_s)`, used for ranges, `limit`, `offset`, `slice` and
    /// `truncate`: a number, or text holding only one (spaces around allowed).
    static func integer(_ value: LiquidValue) throws(LiquidError) -> Int {
        if case .int(let number) = value { return number }
        let text = value.text.map(LiquidRubyString.strip) ?? ""
        guard let number = Int(text) else {
            throw LiquidError(message: "'\(value.text ?? value.kind)' is not a whole number")
        }
        return number
    }

    /// Ruby Liquid's `to_number`, used by the math filters: a number; text read up to its
    /// first non-digit (`"12abc"` is 12, `"abc"` 0); anything else 0.
    static func number(_ value: LiquidValue) throws(LiquidError) -> Int {
        switch value {
        case .int(let number): return number
        case .string(let text):
            if isFraction(LiquidRubyString.strip(text)) {
                throw LiquidError(message: "numbers with a fraction are not supported ('\(text)')")
            }
            let scalars = Array(LiquidRubyString.lstrip(text).unicodeScalars)
            let sign = scalars.first == "-" || scalars.first == "+" ? 1 : 0
            let digits = scalars.dropFirst(sign).prefix { ("0"..."9").contains($0) }
            if digits.isEmpty { return 0 }
            let written = String(String.UnicodeScalarView(scalars.prefix(sign + digits.count)))
            guard let number = Int(written) else { throw LiquidError(message: "the number '\(text)' is too large") }
            return number
        default: return 0
        }
    }

    /// Whether `text` is written `-?digits.digits`, which Ruby Liquid reads as a fraction.
    private static func isFraction(_ text: String) -> Bool {
        let parts = (text.hasPrefix("-") ? text.dropFirst() : text[...]).split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// `left` combined with `right` by `operation` (`+`, `-`, `*`, `/` or `%`), as Ruby does for
    /// whole numbers: division and remainder round towards negative infinity.
    static func apply(_ operation: Character, _ left: Int, _ right: Int) throws(LiquidError) -> Int {
        if operation == "/" || operation == "%", right == 0 { throw LiquidError(message: "divided by 0") }
        let (result, overflow): (Int, Bool) =
            switch operation {
            case "+": left.addingReportingOverflow(right)
            case "-": left.subtractingReportingOverflow(right)
            case "*": left.multipliedReportingOverflow(by: right)
            case "/": left.dividedReportingOverflow(by: right)
            default: left.remainderReportingOverflow(dividingBy: right)
            }
        guard !overflow else { throw LiquidError(message: "the result of \(left) \(operation) \(right) is too large") }
        let remainder = operation == "/" || operation == "%" ? left % right : 0
        let roundsDown = remainder != 0 && (remainder < 0) != (right < 0)
        switch operation {
        case "/": return roundsDown ? result - 1 : result
        case "%": return roundsDown ? result + right : result
        default: return result
        }
    }
}
