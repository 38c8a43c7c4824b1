/// The last stage of a run: the findings without those the configuration's baseline hides.
struct BaselineStage {
    let configuration: Configuration

    /// - Throws: `ConfigurationError` for an unreadable baseline.
    func run(_ findings: [Finding]) throws -> [Finding] {
        guard let baseline = configuration.baseline else { return findings }
        return try Baseline.load(from: baseline).hiding(from: findings)
    }
}
