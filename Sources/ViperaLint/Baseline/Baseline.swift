import Foundation
import ViperaCore
import ViperaSupport

/// Findings accepted for now: written by `--write-baseline`, hidden by `--baseline` or
/// `lint.baseline`. Matching uses rule, file and symbol key, never line numbers, so editing
/// code above a finding keeps it hidden.
public struct Baseline: Codable, Sendable, Equatable {
    /// One accepted finding.
    public struct Entry: Codable, Sendable, Hashable {
        public let rule: RuleID
        public let file: String
        public let symbol: String
        /// The message when recorded, for people reading the file; not used for matching.
        public let message: String
    }

    public static let currentVersion = 1
    public let version: Int
    public let findings: [Entry]

    /// A baseline recording `findings`.
    public init(findings: [Finding]) {
        version = Self.currentVersion
        self.findings = findings.map { Entry(rule: $0.ruleID, file: $0.file, symbol: $0.symbol, message: $0.message) }
            .sorted { [$0.file, $0.rule.rawValue, $0.symbol, $0.message].lexicographicallyPrecedes([$1.file, $1.rule.rawValue, $1.symbol, $1.message]) }
    }

    /// Reads a baseline file.
    public static func load(from url: URL) throws(ConfigurationError) -> Baseline {
        let bytes: [UInt8]
        do { bytes = try FileReading.bytes(atPath: url.path) } catch { throw ConfigurationError(file: url.path, failure: error) }
        let baseline: Baseline
        do { baseline = try JSONDecoder().decode(Baseline.self, from: Data(bytes)) } catch {
            throw BaselineDecodingError.configurationError(file: url.path, data: Data(bytes), error)
        }
        guard baseline.version == currentVersion else {
            throw ConfigurationError(
                file: url.path, line: nil,
                message: "version \(baseline.version) of the baseline format is not one this vipera reads (it reads version \(currentVersion))")
        }
        return baseline
    }

    /// Writes the baseline as stable, sorted JSON, all or nothing.
    /// - Throws: `ConfigurationError` (exit status 2) naming the path when it cannot be written.
    public func write(to url: URL) throws(ConfigurationError) {
        // Encoding strings and integers cannot fail.
        let json = (try? JSONText.pretty(self)) ?? ""
        do {
            try OutputFile.write(Data((json + "\n").utf8), to: url)
        } catch {
            throw ConfigurationError(file: url.path, line: nil, message: error.reason)
        }
    }

    /// `findings` without those the baseline records; each entry hides one finding, so a second
    /// identical finding still shows.
    public func hiding(from findings: [Finding]) -> [Finding] {
        var remaining: [String: Int] = [:]
        for entry in self.findings { remaining[Self.key(entry.rule, entry.file, entry.symbol), default: 0] += 1 }
        return findings.filter { finding in
            let key = Self.key(finding.ruleID, finding.file, finding.symbol)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    private static func key(_ rule: RuleID, _ file: String, _ symbol: String) -> String {
        "\(rule)\u{0}\(file)\u{0}\(symbol)"
    }
}
