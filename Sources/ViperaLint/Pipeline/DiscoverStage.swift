/// The first stage of a run: the Swift files to check below the paths asked for (relative to the
/// configuration's root; all of the included files when none), inclusions and exclusions applied.
struct DiscoverStage {
    let configuration: Configuration

    /// - Throws: `LintError` for a missing path or when no file is found.
    func run(_ paths: [String]) throws -> [SourceInput] {
        try SourceFiles(configuration: configuration).inputs(for: paths)
    }
}
