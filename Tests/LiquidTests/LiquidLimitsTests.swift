import Foundation
import Testing

@testable import Liquid

/// Numbers at the ends of the whole-number range, runaway output and runaway time: every one is
/// an error at the template's file and line, never a crash or a hang.
@Suite struct LiquidLimitsTests {
    /// `text` rendered as `t.liquid`: its output, or `file:line: message`.
    static func outcome(_ text: String, deadline: ContinuousClock.Instant? = nil) -> String {
        let renderer = LiquidRenderer(snippets: [:], snippetPattern: "snippets/<name>.liquid")
        var state = LiquidRenderer.State(scope: LiquidScope(["n": .int(3)]))
        if let deadline { state.deadline = deadline }
        do { return try renderer.render(text, location: "t.liquid", firstLine: 1, state: &state) } catch {
            return "\(error.location): \(error.message)"
        }
    }

    static let extremes = ["-9223372036854775808", "9223372036854775807", "-1", "0", "'abc'", "'-9223372036854775808'"]

    @Test func rangesAtTheEndsOfTheNumbersAreErrors() {
        #expect(Self.outcome("{% for i in (-9223372036854775808..1) %}{% endfor %}") == "t.liquid:1: the range (-9223372036854775808..1) is too large")
        #expect(
            Self.outcome("{{ (-9223372036854775808..9223372036854775807) | size }}")
                == "t.liquid:1: the range (-9223372036854775808..9223372036854775807) is too large")
        #expect(Self.outcome("{% assign r = (-5..9223372036854775807) %}{{ r.size }}") == "t.liquid:1: the range (-5..9223372036854775807) is too large")
        #expect(Self.outcome("{{ (9223372036854775806..9223372036854775807) | size }}") == "2")
        #expect(Self.outcome("{{ (5..1) | size }}") == "0")
    }

    @Test func truncateWithTheSmallestNumberKeepsOnlyTheEllipsis() {
        #expect(Self.outcome(#"{{ "abc" | truncate: -9223372036854775808 }}"#) == "...")
        #expect(Self.outcome(#"{{ "abcdef" | truncate: 2, "" }}"#) == "ab")
    }

    /// Every filter taking numbers, with every pair of extreme values as its input and
    /// arguments, and ranges between them: each renders or fails with a message at its line (a
    /// crash would end the test run).
    @Test func everyNumericFilterSurvivesExtremeNumbers() {
        let filters = [
            "truncate", "truncatewords", "slice", "plus", "minus", "times", "divided_by", "modulo", "at_least", "at_most", "abs", "size",
            "first", "last", "date",
        ]
        var texts: [String] = []
        for filter in filters {
            for input in Self.extremes {
                texts.append("{{ \(input) | \(filter) }}")
                for argument in Self.extremes {
                    texts += ["{{ \(input) | \(filter): \(argument) }}", "{{ \(input) | \(filter): \(argument), \(argument) }}"]
                }
            }
        }
        for lower in Self.extremes.prefix(3) {
            for upper in Self.extremes.prefix(3) {
                texts += [
                    "{{ (\(lower)..\(upper)) | size }}", "{{ (\(lower)..\(upper)) | last }}", "{% for i in (\(lower)..\(upper)) limit: 2 %}{{ i }}{% endfor %}",
                ]
            }
        }
        for text in texts {
            let result = Self.outcome(text)
            #expect(!result.hasPrefix("t.liquid") || result.hasPrefix("t.liquid:1: "), "\(text): \(result)")
        }
    }

    @Test func datesAndWidthsOutsideWhatCanBeShownAreErrors() {
        #expect(
            Self.outcome("{{ 9223372036854775807 | date: '%s' }}")
                == "t.liquid:1: filter 'date': 9223372036854775807 seconds since 1970 is outside the years 1 to 9999")
        #expect(Self.outcome("{{ 0 | date: '%1000000000Y' }}") == "t.liquid:1: filter 'date': the width 1000000000 in the format is larger than 1024")
        #expect(
            Self.outcome("{{ 0 | date: '%99999999999999999999Y' }}")
                == "t.liquid:1: filter 'date': the width 99999999999999999999 in the format is larger than 1024")
        #expect(Self.outcome("{{ 0 | date: '%6Y' }}") == "001970")
    }

    @Test func aRenderPastItsTimeLimitStopsAtTheLineItReached() {
        #expect(Self.outcome("a\n{{ n }}", deadline: .now - .seconds(1)) == "t.liquid:1: the template takes longer than 10 seconds to render")
        #expect(
            Self.outcome("{% for i in (1..3) %}\n{% endfor %}", deadline: .now - .seconds(1))
                == "t.liquid:1: the template takes longer than 10 seconds to render")
        #expect(Self.outcome("{{ n }}") == "3")
    }
}
