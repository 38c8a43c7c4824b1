/// What a rule guards; formats that classify findings (Code Climate categories, SonarQube's
/// software qualities) and the Markdown report's cycle diagrams go by it.
public enum RuleCategory: String, Sendable, CaseIterable {
    /// Type, protocol and file names follow the architecture's conventions, and each module has
    /// the parts it needs.
    case naming
    /// Who owns whom: the strong and weak references the ownership matrix prescribes.
    case ownership
    /// Strong reference cycles, which keep their objects alive for ever.
    case cycle
    /// What a role may import, name or depend on.
    case boundary
    /// Files that could not be checked, and suppressions that hide nothing.
    case hygiene
}
