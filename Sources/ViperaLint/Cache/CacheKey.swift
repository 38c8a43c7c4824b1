import Foundation
import ViperaCore

/// What a cache was written under: the tool's version and the configuration. A cache written
/// under another key is ignored as a whole.
struct CacheKey: Equatable, Sendable, Codable {
    let toolVersion: String
    let configuration: ContentHash

    /// vipera's version and the identity of the running executable (its size and modification
    /// time), so a rebuilt binary, whose facts or their encoding may have changed, never trusts an
    /// older build's cache.
    static let currentTool: String = {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(ViperaVersion.current) \(size) \(modified)"
    }()

    init(toolVersion: String = CacheKey.currentTool, configuration: Configuration) {
        self.toolVersion = toolVersion
        self.configuration = Self.fingerprint(configuration)
    }

    /// A hash of the settings that decide what is checked and how (not the root, the baseline
    /// or anything else that leaves the facts and findings of a file alone).
    static func fingerprint(_ configuration: Configuration) -> ContentHash {
        let settings: [Any] = [
            configuration.profile, configuration.appProfiles, configuration.included, configuration.excluded, configuration.ruleSeverities,
            configuration.detectsConventions, configuration.detectsProfile,
        ]
        return ContentHash(of: settings.map(canonicalDescription).joined(separator: "\n"))
    }

    /// A description of `value` that is the same in every process: `String(describing:)` lists
    /// a dictionary's or set's elements in an order that changes with each run's hash seed.
    static func canonicalDescription(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        let children = mirror.children.map { child in
            (child.label.map { "\($0): " } ?? "") + canonicalDescription(child.value)
        }
        switch mirror.displayStyle {
        case .dictionary?, .set?: return "[" + children.sorted().joined(separator: ", ") + "]"
        case nil: return String(reflecting: value)
        case .enum? where children.isEmpty: return String(reflecting: value)
        default: return "\(mirror.subjectType)(" + children.joined(separator: ", ") + ")"
        }
    }
}
