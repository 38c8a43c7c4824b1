/// What to do with existing files whose content differs from what would be generated.
public enum ConflictPolicy: Sendable {
    /// Write nothing and report every conflict (the default).
    case refuse
    /// Overwrite them (`--force`).
    case overwrite
    /// Keep them and write the rest (`--skip-existing`).
    case skip
}
