import Foundation

/// The values file headers show that change from one run to the next (date, year, time,
/// author): a file that differs from what would be written only in them is unchanged, so a
/// module or a spec can be generated again on another day, or by someone else.
///
/// Which parts of a file are such values is found by rendering it a second time with other
/// values (`variant(of:dateFormat:)`): a line of the file's leading comment that changes between
/// the two renderings may hold anything between the parts both renderings share.
enum HeaderValues {
    /// `context` with another author and a date that differs in year, month, day, hour and minute.
    static func variant(of context: RenderContext, date: Date, dateFormat: String?) -> RenderContext {
        var other = date.addingTimeInterval(-(11 * 365 * 86_400 + 7 * 3_600 + 29 * 60))
        let day = CivilDay(date)
        while CivilDay(other).day == day.day || CivilDay(other).month == day.month {
            other = other.addingTimeInterval(-86_400)
        }
        let values = RenderContext(module: "", author: "", date: other, project: "", dateFormat: dateFormat)
        var variant = context
        variant.date = values.date
        variant.year = values.year
        variant.time = values.time
        variant.author = context.author == "Someone Else" ? "Another Person" : "Someone Else"
        return variant
    }

    /// Whether `existing` is `rendered` but for header values: each line that differs is a line
    /// of the leading comment (`//` lines) that the `variant` rendering changes, and keeps the
    /// parts of it that both renderings share (`//  Created by ` and `.` around `Jane on 2026-01-01`).
    static func differOnlyInHeader(existing: Data, rendered: Data, variant: Data) -> Bool {
        let old = lines(existing)
        let new = lines(rendered)
        let other = lines(variant)
        guard old.count == new.count, new.count == other.count else { return false }
        for index in new.indices where old[index] != new[index] {
            guard new[index] != other[index], new[...index].allSatisfy(isCommentOrBlank) else { return false }
            let prefix = new[index].commonPrefix(with: other[index])
            let suffix = String(String(new[index].reversed()).commonPrefix(with: String(other[index].reversed())).reversed())
            guard old[index].count >= prefix.count + suffix.count, old[index].hasPrefix(prefix), old[index].hasSuffix(suffix) else { return false }
        }
        return true
    }

    /// The lines of `data`, split at LF and at CR LF (one character in Swift).
    private static func lines(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
    }

    private static func isCommentOrBlank(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.isEmpty || trimmed.hasPrefix("//")
    }
}
