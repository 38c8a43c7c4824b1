import Foundation

/// The `date` filter: reads a date as Ruby Liquid does (`now`/`today`, seconds since 1970, or a
/// written date) and formats it with `strftime` (`LiquidStrftime`). A date written in a form
/// vipera cannot read is an error, never printed unchanged.
enum LiquidDate {
    /// The written forms read: `yyyy-MM-dd` with an optional time and zone, `dd/MM/yyyy`
    /// (Generamba's `date`), `dd.MM.yyyy`.
    private static let isoForm = try! NSRegularExpression(
        pattern: #"^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?\s*(Z|UTC|[+-]\d{2}:?\d{2})?)?$"#
    )
    private static let dayFirstForm = try! NSRegularExpression(pattern: #"^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$"#)

    static func format(_ input: LiquidValue, _ format: LiquidValue) throws(LiquidError) -> LiquidValue {
        let pattern = try LiquidFilters.text(format, "date")
        guard !pattern.isEmpty, let (date, zone) = try read(input) else { return input }
        return .string(try LiquidStrftime.format(date, in: zone, pattern))
    }

    /// The instant `input` names and the zone to show it in; `nil` for values Liquid leaves
    /// unchanged (nil, empty text, booleans, lists).
    private static func read(_ input: LiquidValue) throws(LiquidError) -> (Date, TimeZone)? {
        switch input {
        case .int(let seconds): return (try instant(seconds), .current)
        case .string(let written):
            let text = LiquidRubyString.strip(written)
            if text.isEmpty { return nil }
            if ["now", "today"].contains(text.lowercased()) { return (Date(), .current) }
            if text.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int(text) {
                return (try instant(seconds), .current)
            }
            if let parts = match(isoForm, text) {
                let zone = try parts[6].map(timeZone) ?? .current
                return (try date(year: parts[0], month: parts[1], day: parts[2], time: Array(parts[3...5]), zone: zone, written), zone)
            }
            if let parts = match(dayFirstForm, text) {
                return (try date(year: parts[2], month: parts[1], day: parts[0], time: [], zone: .current, written), .current)
            }
            throw LiquidError(message: "filter 'date' cannot read '\(written)' (write yyyy-MM-dd, yyyy-MM-dd HH:mm:ss, dd/MM/yyyy or seconds since 1970)")
        default: return nil
        }
    }

    /// The years a date may fall in, as seconds since 1970: year 1 to year 9999.
    private static let readableSeconds = -62_135_596_800...253_402_300_799

    /// The instant `seconds` after 1970 began, within `readableSeconds`.
    private static func instant(_ seconds: Int) throws(LiquidError) -> Date {
        guard readableSeconds.contains(seconds) else {
            throw LiquidError(message: "filter 'date': \(seconds) seconds since 1970 is outside the years 1 to 9999")
        }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private static func match(_ form: NSRegularExpression, _ text: String) -> [String?]? {
        let source = text as NSString
        guard let result = form.firstMatch(in: text, range: NSRange(location: 0, length: source.length)) else { return nil }
        return (1..<result.numberOfRanges).map { index in
            let range = result.range(at: index)
            return range.location == NSNotFound ? nil : source.substring(with: range)
        }
    }

    private static func timeZone(_ written: String) throws(LiquidError) -> TimeZone {
        if written == "Z" || written == "UTC" { return TimeZone(secondsFromGMT: 0)! }
        let digits = written.dropFirst().filter(\.isNumber)
        let seconds = (Int(digits.prefix(2)) ?? 0) * 3600 + (Int(digits.suffix(2)) ?? 0) * 60
        guard let zone = TimeZone(secondsFromGMT: written.hasPrefix("-") ? -seconds : seconds) else {
            throw LiquidError(message: "filter 'date' cannot read the time zone '\(written)'")
        }
        return zone
    }

    private static func date(
        year: String?, month: String?, day: String?, time: [String?], zone: TimeZone, _ written: String
    ) throws(LiquidError) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let numbers = ([year, month, day] + time).map { $0.flatMap { Int($0) } ?? 0 }
        let components = DateComponents(
            year: numbers[0], month: numbers[1], day: numbers[2],
            hour: numbers.count > 3 ? numbers[3] : 0, minute: numbers.count > 4 ? numbers[4] : 0, second: numbers.count > 5 ? numbers[5] : 0
        )
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
            throw LiquidError(message: "filter 'date': '\(written)' is not a valid date")
        }
        return date
    }
}
