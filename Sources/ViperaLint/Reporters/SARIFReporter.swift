import Foundation
import ViperaCore

/// SARIF 2.1.0, as GitHub code scanning accepts it: the rules with help text, and each result
/// with a URI relative to the checked folder (percent-encoded) and start and end positions, and the finding's other
/// places (a cycle's other references) as `relatedLocations`; a fingerprint of its rule, file
/// and symbol (`FindingIdentity`) lets code scanning follow a result across commits; a finding's
/// fix is its `fixes` entry (artifact changes with replacements), which code scanning offers.
public struct SARIFReporter: Reporter {
    public static let summary = "SARIF 2.1.0, for GitHub code scanning."
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: context.rules.enumerated().map { ($1.id, $0) })
        let identities = FindingIdentity.keys(of: findings)
        let log = Log(runs: [
            Run(
                tool: Tool(driver: Driver(rules: context.rules.map(RuleEntry.init))),
                results: zip(findings, identities).map { finding, identity in
                    Result(
                        ruleId: finding.ruleID.rawValue,
                        ruleIndex: ruleIndex[finding.ruleID] ?? 0,
                        level: finding.severity.rawValue,
                        message: Text(text: finding.message),
                        locations: [Location(FindingLocation(file: finding.file, range: finding.range))],
                        relatedLocations: finding.related.isEmpty ? nil : finding.related.enumerated().map { Location($1, id: $0 + 1) },
                        partialFingerprints: ["viperaSymbol/v1": identity],
                        fixes: finding.fix.flatMap(SARIFFix.init).map { [$0] }
                    )
                }
            )
        ])
        return encodeJSON(log)
    }

    private struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        let tool: Tool
        let results: [Result]
    }

    private struct Tool: Encodable { let driver: Driver }

    private struct Driver: Encodable {
        let name = "vipera"
        let version = ViperaVersion.current
        let rules: [RuleEntry]
    }

    private struct RuleEntry: Encodable {
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let help: Text
        let defaultConfiguration: Configuration

        struct Configuration: Encodable { let level: String }

        init(_ rule: RuleDescription) {
            id = rule.id.rawValue
            name = rule.id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            shortDescription = Text(text: rule.summary)
            fullDescription = Text(text: rule.summary)
            let example = rule.triggeringExamples.first?.inputs.map(\.text).compactMap { $0 }.joined(separator: "\n") ?? ""
            help = Text(text: "\(rule.summary)\n\nReported, for example:\n\(example)\n\nSee `vipera rules \(rule.id)`.")
            defaultConfiguration = Configuration(level: rule.defaultSeverity.rawValue)
        }
    }

    private struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
        /// A cycle's other references.
        let relatedLocations: [Location]?
        let partialFingerprints: [String: String]
        /// The finding's fix, when it has one to apply.
        let fixes: [SARIFFix]?
    }

    struct Text: Encodable { let text: String }
    private struct Location: Encodable {
        /// Numbers a related location, as SARIF requires; `nil` for the result's own.
        let id: Int?
        let physicalLocation: PhysicalLocation

        init(_ location: FindingLocation, id: Int? = nil) {
            self.id = id
            let range = location.range
            physicalLocation = PhysicalLocation(
                artifactLocation: ArtifactLocation(location.file),
                region: Region(
                    startLine: range.start.line, startColumn: range.start.column,
                    endLine: range.end.line, endColumn: max(range.end.column, range.start.column))
            )
        }
    }
    private struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId = "%SRCROOT%"

        /// A file relative to the checked folder, percent-encoded.
        init(_ file: String) {
            uri = file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file
        }
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
        let endLine: Int
        let endColumn: Int
    }
}
