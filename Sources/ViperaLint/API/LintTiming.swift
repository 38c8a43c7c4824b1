import Foundation
import ViperaCore

/// Where a lint run spent its time, for `vipera lint --timing`.
///
/// Reading, parsing and collecting happen for many files at once, so their times are summed
/// over the worker threads and can add up to more than the run's wall time.
public struct LintTiming: Sendable, CustomStringConvertible {
    /// A step of the run.
    public enum Phase: String, CaseIterable, Sendable {
        /// Finding the Swift files.
        case discover
        /// Reading the files and hashing their content.
        case read
        /// Loading the cache, decoding the facts of unchanged files from it, storing it back.
        case cache
        /// SwiftParser building syntax trees.
        case parse
        /// The visitor collecting facts from the trees.
        case collect
        /// The rules checking the collected facts, suppressions and the baseline.
        case rules
        /// Working out the fixes of the findings that have them, reading and parsing only the
        /// files those fixes and their proof need; with `--fix`, also writing them and checking
        /// the files again.
        case fix
        /// The reporter rendering the findings.
        case report

        /// Whether the phase runs for many files at once.
        public var isPerFile: Bool { [.read, .cache, .parse, .collect].contains(self) }
    }

    /// Seconds per phase (summed over threads for per-file phases).
    public private(set) var seconds: [Phase: Double] = [:]
    /// Wall seconds of the stage that reads, parses and collects the files concurrently.
    public internal(set) var concurrentWall = 0.0
    /// Files whose facts came from the cache, and files that were parsed.
    public internal(set) var cacheHits = 0, cacheMisses = 0
    /// Whether the run used a cache at all.
    public internal(set) var usesCache = false

    public init() {}

    /// Adds `seconds` to `phase`.
    public mutating func add(_ seconds: Double, to phase: Phase) {
        self.seconds[phase, default: 0] += seconds
    }

    /// Adds one file's seconds per phase.
    mutating func add(_ seconds: [Phase: Double]) {
        for (phase, value) in seconds { add(value, to: phase) }
    }

    /// Takes the per-file figures of a collect stage: its wall time, each file's seconds per
    /// phase, and how many files' facts came from the cache.
    mutating func observe(_ collected: Collected) {
        concurrentWall = collected.wall
        for analysis in collected.analyses { add(analysis.seconds) }
        cacheHits = collected.analyses.count { $0.isCached }
        cacheMisses = collected.analyses.count - cacheHits
    }

    /// Takes the seconds spent decoding the facts `collected` held still encoded into `decoded`;
    /// a file whose entry was damaged (and was parsed after all) counts as a miss.
    mutating func observe(decoding collected: Collected, into decoded: Collected) {
        for (before, after) in zip(collected.analyses, decoded.analyses) where before.facts == nil {
            add(after.seconds)
            if !after.isCached { (cacheHits, cacheMisses) = (cacheHits - 1, cacheMisses + 1) }
        }
    }

    /// Runs `body`, adding its wall time to `phase`.
    public mutating func measure<Value>(_ phase: Phase, _ body: () throws -> Value) rethrows -> Value {
        let start = Self.now()
        defer { add(Self.now() - start, to: phase) }
        return try body()
    }

    /// A monotonic clock in seconds.
    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// One line per phase, then the cache's hits and misses.
    public var description: String {
        var lines = Phase.allCases.filter { seconds[$0] != nil }.map { phase in
            let note = phase.isPerFile ? "  (summed over threads)" : ""
            return "  \(phase.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))"
                + String(format: "%8.3f s", seconds[phase] ?? 0) + note
        }
        lines.append("  files    " + String(format: "%8.3f s", concurrentWall) + "  (wall time of read + cache + parse + collect)")
        lines.append(usesCache ? "  cache: \(counted(cacheHits, "hit")), \(counted(cacheMisses, "miss", plural: "misses"))" : "  cache: off")
        return "timing:\n" + lines.joined(separator: "\n") + "\n"
    }
}
