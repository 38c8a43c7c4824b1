extension ConventionDetection {
    /// Detects from the files `inputs` name (read once more, for their declarations).
    init(_ inputs: [SourceInput]) {
        self.init(files: inputs.compactMap { input in
            guard case .success(let text) = SourceFileReader.text(of: input) else { return nil }
            return (input.path, text)
        })
    }

    /// `inputs` without the vendored, generated and template files detected.
    func keeping(_ inputs: [SourceInput]) -> [SourceInput] {
        let globs = exclusions.map { Glob($0.glob) }
        return inputs.filter { input in !globs.contains { $0.matches(input.path) } }
    }
}

extension Configuration {
    /// Uses what `detection` found: its conventions, prefixes and exclusions.
    mutating func adopt(_ detection: ConventionDetection) {
        profile.adopt(detection.namingConventions)
        profile.typePrefixes = detection.prefixes
        excluded += detection.exclusions.map(\.glob)
    }
}
