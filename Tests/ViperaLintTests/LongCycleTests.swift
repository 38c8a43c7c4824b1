import Testing
import ViperaLint

/// Cycles are found whatever their length, and long chains of classes cannot exhaust the stack.
@Suite struct LongCycleTests {
    /// `count` classes `C0000 … `, each holding the next strongly; the last holds the first
    /// when `closed`. A function sets `next` (and a `detour`) on an object of any class, so
    /// every class's references hold something (a parameter typed `C0000` would set only
    /// `C0000`'s, and leave the others' never set).
    static func chain(_ count: Int, closed: Bool) -> String {
        (0..<count).map { index in
            let next = index + 1 < count ? index + 1 : (closed ? 0 : nil)
            let name = "C" + String(format: "%04d", index)
            return "final class \(name) {" + (next.map { " var next: C\(String(format: "%04d", $0))?" } ?? "") + " }\n"
        }.joined() + "func link(_ node: AnyObject, to other: AnyObject) { node.next = other; node.detour = nil }\n"
    }

    func findings(_ source: String) throws -> [Finding] {
        var configuration = Configuration(profile: try #require(Profile.builtIn[.viper]))
        // A debug build on a loaded machine can take longer than the default to parse 3,500
        // classes; this tests the cycle search, not the time limit.
        configuration.fileTimeout = 120
        return Validator(configuration: configuration)
            .validate([SourceInput(path: "Chain.swift", text: source)])
            .filter { $0.ruleID == "reference-cycle" }
    }

    @Test func aThirteenClassCycleIsReported() throws {
        let findings = try findings(Self.chain(13, closed: true))
        #expect(
            findings.map(\.message) == [
                "strong reference cycle: " + (0..<13).map { "C\(String(format: "%04d", $0)).next" }.joined(separator: " → ")
                    + " → C0000; make C0000.next weak"
            ])
        #expect(findings.map(\.line) == [1])
    }

    @Test func aGroupReportsItsShortestCycleEvenPastTwelveClasses() throws {
        // A ring of fourteen classes, and a way round it of fifteen through `Detour`: the ring
        // is reported, the other cycle counted.
        let ring = Self.chain(14, closed: true)
            .replacingOccurrences(of: "C0013 { var next: C0000? }", with: "C0013 { var next: C0000?; var detour: Detour? }")
        let findings = try findings(ring + "final class Detour { var next: C0000? }\n")
        #expect(findings.count == 1)
        #expect(
            findings.first?.message.hasSuffix(
                "C0013.next → C0000; make C0000.next weak (it breaks all 2 cycles among 15 classes: C0000, C0001, C0002, C0003, C0004 and 10 more)"
            ) == true, "\(findings)")
    }

    @Test(arguments: [true, false])
    func aChainOfThousandsOfClassesIsSearchedWithoutRecursion(closed: Bool) throws {
        let findings = try findings(Self.chain(3_500, closed: closed))
        #expect(findings.count == (closed ? 1 : 0))
        #expect(findings.first?.message.hasSuffix("C3499.next → C0000; make C0000.next weak") ?? !closed)
    }
}
