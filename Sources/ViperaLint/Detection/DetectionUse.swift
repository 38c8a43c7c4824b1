extension ConventionDetection {
    /// Detects from the files `inputs` name (read and parsed once more, on every core, for their
    /// declarations), through `reading` when there is a declaration cache.
    init(_ inputs: [SourceInput], reading: CachedDeclarations? = nil) {
        let byPath = Dictionary(inputs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let apps = AppPartition.projectFolders(of: inputs)
        self.init(paths: inputs.map(\.path), exclusions: ExcludedFolders.find(in: inputs, apps: apps), apps: apps) { path in
            guard let input = byPath[path] else { return [] }
            if let reading { return reading.names(of: input) }
            return Self.names(in: input)
        }
    }

    /// The declarations `input` holds, from its facts; none when it cannot be read, is not UTF-8
    /// or does not parse.
    static func names(in input: SourceInput) -> [DeclaredName] {
        DeclaredName.declared(in: SourceFileReader.facts(for: input))
    }

    /// `inputs` without the vendored, generated and template files detected.
    func keeping(_ inputs: [SourceInput]) -> [SourceInput] {
        Self.keeping(inputs, excluding: exclusions)
    }

    /// `inputs` without the files in `exclusions`.
    static func keeping(_ inputs: [SourceInput], excluding exclusions: [ExclusionFinding]) -> [SourceInput] {
        keeping(inputs, at: \.path, excluding: exclusions)
    }

    /// `items` without those whose path (`path`, relative to the root) is in `exclusions`.
    static func keeping<Item>(_ items: [Item], at path: (Item) -> String, excluding exclusions: [ExclusionFinding]) -> [Item] {
        let globs = exclusions.map { Glob($0.glob) }
        return items.filter { item in !globs.contains { $0.matches(path(item)) } }
    }
}

extension Configuration {
    /// Uses what `detection` found: its profile (when asked to, turning off the rules that need
    /// roles where no architecture fits), conventions (each app's own, where apps differ),
    /// prefixes and exclusions.
    mutating func adopt(_ detection: ConventionDetection) {
        if detectsProfile, let detected = Profile.builtIn[detection.profile.name], detected.name != profile.name { profile = detected }
        if detectsProfile, detection.profile.fitsNoArchitecture {
            let kept = Set(ProfileEvidence.architectureFreeRules)
            for rule in RuleRegistry.descriptions where !kept.contains(rule.id.rawValue) { ruleSeverities[rule.id] = .some(nil) }
        }
        let presets = profile
        profile.adopt(detection.namingConventions)
        profile.typePrefixes = detection.prefixes
        appProfiles = Dictionary(
            detection.appConventions.map { app in
                var own = presets
                own.adopt(app.conventions)
                own.typePrefixes = detection.prefixes
                return (app.folder, own)
            }, uniquingKeysWith: { first, _ in first })
        excluded += detection.exclusions.map(\.glob)
    }
}
