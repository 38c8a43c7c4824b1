import Foundation
import ViperaCore
import ViperaSupport

/// What the validator checks and how: the architecture profile, which files, which rules at
/// which severity, and an optional baseline of accepted findings.
public struct Configuration: Sendable {
    /// The architecture's rules, with the project's role aliases and suffixes applied.
    public var profile: Profile
    /// The profiles of apps side by side that name their roles differently (`AppNaming`), by
    /// project folder relative to `root` (`""` for `root` itself): `profile` with the app's own
    /// naming. Files of an app listed here are checked with its profile, the others with `profile`.
    public var appProfiles: [String: Profile] = [:]
    /// The folder that relative paths (arguments, globs, reported files) are relative to.
    public var root: URL
    /// Globs of what to check when no paths are given; empty means the whole root.
    public var included: [String]
    /// Globs of what never to check, on top of `.build`, `Pods`, `Carthage`, `DerivedData` and
    /// hidden folders.
    public var excluded: [String]
    /// Per-rule severities; `nil` turns a rule off. Rules not listed keep their default.
    public var ruleSeverities: [RuleID: Severity?]
    /// Findings recorded earlier that are hidden from the results.
    public var baseline: URL?
    /// Seconds one file may take to read, parse and visit before it is reported as an
    /// `invalid-file` finding instead (`lint.file_timeout`).
    public var fileTimeout: Double = Configuration.defaultFileTimeout
    /// Whether to detect the naming conventions, class prefixes and code to exclude from the
    /// codebase itself (no `.vipera.yml`), as `vipera init` does, instead of using `profile`'s.
    public var detectsConventions = false
    /// Whether to take the architecture profile detected in the codebase too (no `.vipera.yml`
    /// and no `--profile`), as `vipera init` would write it.
    public var detectsProfile = false

    /// The default of `fileTimeout`: far beyond what any real file takes.
    public static let defaultFileTimeout = 5.0
    /// The largest `fileTimeout` a project may set: a day. Larger values would overflow the
    /// clock arithmetic of the worker pool.
    public static let maximumFileTimeout = 86_400.0

    public init(
        profile: Profile = .viper,
        root: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        included: [String] = [],
        excluded: [String] = [],
        ruleSeverities: [RuleID: Severity?] = [:],
        baseline: URL? = nil
    ) {
        self.profile = profile
        self.root = root.standardizedFileURL
        self.included = included
        self.excluded = excluded
        self.ruleSeverities = ruleSeverities
        self.baseline = baseline
    }

    /// The profile the files of the app in project folder `app` are checked with.
    func profile(ofApp app: String?) -> Profile {
        app.flatMap { appProfiles[$0] } ?? profile
    }

    /// The severity of rule `id`, or `nil` when it is off.
    public func severity(of id: RuleID) -> Severity? {
        if let configured = ruleSeverities[id] { return configured }
        return RuleRegistry.description(of: id)?.defaultSeverity
    }
}

extension Configuration {
    /// What a command run in `currentDirectory` checks with: `file` (`--config`) or the nearest
    /// `.vipera.yml`, its profile overridden by `profile` (`--profile`); without a file, the
    /// profile's defaults and, for VIPER, the conventions detected in the code.
    /// - Throws: `ConfigurationError` (exit status 2).
    public static func load(file: String?, profile: String?, in currentDirectory: URL) throws -> Configuration {
        let profileName = profile.map(ProfileName.init(rawValue:))
        let projectFile = try file.map { try ProjectFile(url: currentDirectory.resolving($0)) } ?? ProjectFile.load(from: currentDirectory)
        if let projectFile { return try Configuration(projectFile: projectFile, profileName: profileName) }
        var configuration = Configuration(root: currentDirectory)
        if let profileName { configuration.profile = try Configuration.profile(named: profileName, file: "--profile") }
        configuration.detectsConventions = configuration.profile.name == .viper
        configuration.detectsProfile = profileName == nil
        return configuration
    }
}
