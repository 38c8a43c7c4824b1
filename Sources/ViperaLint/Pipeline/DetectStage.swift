import ViperaCore

/// The detect stage: when the configuration asks for detection (no `.vipera.yml`), the
/// conventions the discovered files' names follow, and the files detection excludes left out.
///
/// With a cache, detection reads the files through it (`CachedDeclarations`): only the files
/// changed since the last run are parsed, and the content hashes and facts it took come along.
/// Without one, it waits for the files' one reading in the collect stage (`PendingDetection`).
struct DetectStage {
    let configuration: Configuration
    let cache: LintCache?

    func run(_ inputs: [SourceInput]) -> Detected {
        guard configuration.detectsConventions else { return Detected(configuration: configuration, inputs: inputs) }
        guard let cache else {
            let exclusions = ExcludedFolders.find(in: inputs, apps: AppPartition.projectFolders(of: inputs))
            let kept = ConventionDetection.keeping(inputs, excluding: exclusions)
            return Detected(configuration: configuration, inputs: kept, pending: PendingDetection(inputs: inputs, exclusions: exclusions))
        }
        let reading = CachedDeclarations(cache: cache)
        let detection = ConventionDetection(inputs, reading: reading)
        return Detected(
            configuration: configuration.adopting(detection), inputs: detection.keeping(inputs), detection: detection,
            declarations: reading)
    }
}

/// What the detect stage found: the files to check and the configuration to check them with.
struct Detected {
    /// The run's configuration, with the conventions detected so far adopted.
    var configuration: Configuration
    /// The files to check (without those detection excludes).
    var inputs: [SourceInput]
    /// What detection found (with a cache: before the files' facts are collected).
    var detection: ConventionDetection?
    /// Detection still to do from the files' facts (without a cache).
    var pending: PendingDetection?
    /// Detection's reading of the files through the cache (with a cache).
    var declarations: CachedDeclarations?

    /// The content hashes detection took, by path.
    var knownHashes: [String: ContentHash] { declarations?.contentHashes ?? [:] }
    /// The facts detection collected (from the files it parsed), by path.
    var collected: [String: FileFacts] { declarations?.collected ?? [:] }

    /// This, with detection still pending done from the `collected` facts and its conventions adopted.
    func completed(by collected: Collected) -> Detected {
        guard let pending else { return self }
        // Pending detection has no cache: every analysis holds its facts.
        let detection = pending.detection(collected.inputs, collected.analyses)
        return Detected(configuration: configuration.adopting(detection), inputs: inputs, detection: detection)
    }
}

/// Detection that waits for the files' facts: without a cache, each file is read and parsed once,
/// its declarations are taken from its facts, and the conventions are detected before the rules run.
struct PendingDetection {
    /// Every file found, excluded or not.
    let inputs: [SourceInput]
    /// What detection excludes among them, found from their paths.
    let exclusions: [ExclusionFinding]

    /// The conventions detected from `analyses`, the analyses of the kept `inputs` in order (a
    /// file given up on holds only its problem, and declares nothing).
    func detection(_ inputs: [SourceInput], _ analyses: [FileAnalysis]) -> ConventionDetection {
        var declared: [String: [DeclaredName]] = [:]
        for (input, analysis) in zip(inputs, analyses) { declared[input.path] = analysis.facts.map(DeclaredName.declared(in:)) }
        return ConventionDetection(paths: self.inputs.map(\.path), exclusions: exclusions, apps: AppPartition.projectFolders(of: inputs)) {
            declared[$0] ?? []
        }
    }
}

extension Configuration {
    /// This configuration with what `detection` found adopted.
    func adopting(_ detection: ConventionDetection) -> Configuration {
        var configuration = self
        configuration.adopt(detection)
        return configuration
    }
}
