/// Some of a module's files as `vipera lint --fix` would make them (its ownership fixes:
/// `weak`, `[weak self]`), for `vipera init` to extract the team's template from, so that a
/// module made from it does not have the leaks its source module has. The generator does not
/// know the validator's fixes: the command works them out and hands them over as text.
public struct SourceRevision: Sendable, Equatable {
    /// The fixed text of each file the fixes change, by path relative to the project's root.
    public var texts: [String: String]
    /// How many of the module's findings the fixes clear.
    public var fixed: Int

    /// No change.
    public static let none = SourceRevision(texts: [:], fixed: 0)

    public init(texts: [String: String], fixed: Int) {
        self.texts = texts
        self.fixed = fixed
    }
}
