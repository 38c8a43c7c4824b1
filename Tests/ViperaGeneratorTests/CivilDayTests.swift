import Foundation
import Testing

@testable import ViperaGenerator

@Suite struct CivilDayTests {
    /// Every 7h13m from 1899 to 2101 (leap days, century years, before 1970), and edges of days.
    @Test func agreesWithFoundationsGregorianCalendarInUTC() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var mismatches: [String] = []
        var seconds = -2_240_524_800.0  // 1899-01-01
        while seconds < 4_133_980_800 {  // 2101-01-01
            for offset in [0.0, 86_399.999] {
                let date = Date(timeIntervalSince1970: seconds + offset)
                let parts = calendar.dateComponents([.year, .month, .day], from: date)
                let expected = CivilDay(year: parts.year!, month: parts.month!, day: parts.day!)
                if CivilDay(date) != expected { mismatches.append("\(date)") }
            }
            seconds += 25_980
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func knownDays() {
        #expect(CivilDay(Date(timeIntervalSince1970: 0)) == CivilDay(year: 1970, month: 1, day: 1))
        #expect(CivilDay(Date(timeIntervalSince1970: -1)) == CivilDay(year: 1969, month: 12, day: 31))
        #expect(CivilDay(Date(timeIntervalSince1970: 951_782_400)) == CivilDay(year: 2000, month: 2, day: 29))
    }
}
