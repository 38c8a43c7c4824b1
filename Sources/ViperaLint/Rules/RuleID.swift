/// A rule's id as configuration, suppression comments, baselines and reports spell it, e.g.
/// `reference-cycle`. Text read from a file or a command line becomes a `RuleID` where it is
/// parsed and is text again only where it is written out; whether a rule has the id is
/// `RuleRegistry.description(of:)`'s answer (a suppression comment or a baseline may name a
/// rule this vipera does not know).
public struct RuleID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The id as written.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A rule's id spelled in source code, e.g. in its `RuleDescription`.
    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// The id as written, so that messages and reports show it as it is.
    public var description: String { rawValue }

    /// In the order of the ids' text: the order `vipera rules` lists and reports group by.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
