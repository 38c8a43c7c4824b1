import Foundation

/// Ruby's `strftime` for the `date` filter: the conversions `%Y %C %y %m %B %b %h %d %e %j
/// %H %k %I %l %M %S %L %p %P %A %a %u %w %s %z %F %D %T %R %r %c %x %X %n %t %%`, with the
/// flags `-` (no padding), `_` (spaces), `0` (zeros), `^` (upper case) and a width. Any other
/// conversion is an error.
enum LiquidStrftime {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]
    /// The widest a conversion may be padded (`%1024Y`).
    private static let maximumWidth = 1024
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// Conversions that stand for a whole format.
    private static let combinations: [Character: String] = [
        "F": "%Y-%m-%d", "D": "%m/%d/%y", "x": "%m/%d/%y", "T": "%H:%M:%S", "X": "%H:%M:%S", "R": "%H:%M",
        "r": "%I:%M:%S %p", "c": "%a %b %e %H:%M:%S %Y",
    ]

    static func format(_ date: Date, in zone: TimeZone, _ pattern: String) throws(LiquidError) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday, .nanosecond], from: date)
        let dayOfYear = calendar.ordinality(of: .day, in: .year, for: date) ?? 1
        var result = ""
        var characters = pattern[...]
        while let character = characters.popFirst() {
            guard character == "%", !characters.isEmpty else {
                result.append(character)
                continue
            }
            let flags = characters.prefix { "-_0^#".contains($0) }
            characters = characters.dropFirst(flags.count)
            let widthText = characters.prefix(while: \.isNumber)
            characters = characters.dropFirst(widthText.count)
            let width = widthText.isEmpty ? nil : Int(widthText)
            guard widthText.count <= String(maximumWidth).count, (width ?? 0) <= maximumWidth else {
                throw LiquidError(message: "filter 'date': the width \(widthText) in the format is larger than \(maximumWidth)")
            }
            guard let conversion = characters.popFirst() else { throw LiquidError(message: "filter 'date': the format ends inside a conversion") }
            let hour = parts.hour ?? 0
            let weekday = (parts.weekday ?? 1) - 1
            let year = parts.year ?? 0
            /// A number padded to `width` with `pad`, as the flags allow.
            func number(_ value: Int, _ defaultWidth: Int, _ pad: Character = "0") -> String {
                let pad: Character? = flags.contains("-") ? nil : flags.contains("_") ? " " : flags.contains("0") ? "0" : pad
                let digits = String(abs(value))
                let size = width ?? defaultWidth
                let padding = pad.map { String(repeating: $0, count: max(0, size - digits.count - (value < 0 ? 1 : 0))) } ?? ""
                return pad == " " ? padding + (value < 0 ? "-" : "") + digits : (value < 0 ? "-" : "") + padding + digits
            }
            func word(_ text: String) -> String {
                let text = flags.contains("^") ? text.uppercased() : text
                return String(repeating: " ", count: max(0, (width ?? 0) - text.count)) + text
            }
            switch conversion {
            case "Y": result += number(year, 4)
            case "C": result += number(year / 100, 2)
            case "y": result += number(year % 100, 2)
            case "m": result += number(parts.month ?? 1, 2)
            case "B": result += word(months[(parts.month ?? 1) - 1])
            case "b", "h": result += word(String(months[(parts.month ?? 1) - 1].prefix(3)))
            case "d": result += number(parts.day ?? 1, 2)
            case "e": result += number(parts.day ?? 1, 2, " ")
            case "j": result += number(dayOfYear, 3)
            case "H": result += number(hour, 2)
            case "k": result += number(hour, 2, " ")
            case "I": result += number((hour + 11) % 12 + 1, 2)
            case "l": result += number((hour + 11) % 12 + 1, 2, " ")
            case "M": result += number(parts.minute ?? 0, 2)
            case "S": result += number(parts.second ?? 0, 2)
            case "L": result += number((parts.nanosecond ?? 0) / 1_000_000, 3)
            case "p": result += flags.contains("#") ? (hour < 12 ? "am" : "pm") : word(hour < 12 ? "AM" : "PM")
            case "P": result += word(hour < 12 ? "am" : "pm")
            case "A": result += word(weekdays[weekday])
            case "a": result += word(String(weekdays[weekday].prefix(3)))
            case "u": result += number(weekday == 0 ? 7 : weekday, 1)
            case "w": result += number(weekday, 1)
            case "s": result += number(Int(date.timeIntervalSince1970.rounded(.down)), 1)
            case "z":
                let offset = zone.secondsFromGMT(for: date) / 60
                result += (offset < 0 ? "-" : "+") + number(abs(offset) / 60, 2) + number(abs(offset) % 60, 2)
            case "n": result += "\n"
            case "t": result += "\t"
            case "%": result += "%"
            default:
                guard let combination = combinations[conversion] else {
                    throw LiquidError(message: "filter 'date' does not support %\(conversion)")
                }
                result += word(try format(date, in: zone, combination))
            }
        }
        return result
    }
}
