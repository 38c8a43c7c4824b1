extension Validator {
    /// The files below `paths` that `validate(paths:)` checks (its configuration's inclusions and
    /// exclusions applied), for a `FixPlanner`.
    /// - Throws: `LintError` for a missing path or when no file is found.
    public func sourceFiles(paths: [String] = []) throws -> [SourceInput] {
        try SourceFiles(configuration: configuration).inputs(for: paths)
    }
}
