import Foundation

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespaces) }
}

extension Date {
    var isToday: Bool { Calendar.current.isDateInToday(self) }
}

final class Probe<Value> {
    var value: Value?
}
