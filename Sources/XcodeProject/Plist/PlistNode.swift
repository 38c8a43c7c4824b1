/// A value of an old-style ASCII property list (the format of `project.pbxproj`), with where it
/// sits in the text so an edit can leave everything else byte-identical.
public struct PlistNode: Sendable {
    /// The value's kinds.
    public enum Value: Sendable {
        case string(String)
        case array([PlistNode])
        case dictionary([Entry])
        /// `<hex bytes>`, kept as its text.
        case data(String)
    }

    /// A dictionary's `key = value;`.
    public struct Entry: Sendable {
        public let key: String
        public let value: PlistNode
        /// From the key's first byte to just after the `;`.
        public let range: Range<Int>
    }

    public let value: Value
    /// From the value's first byte to just after its last (`}` / `)` for containers).
    public let range: Range<Int>

    /// The string, when the value is one.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The items, when the value is an array.
    public var array: [PlistNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    /// The entries, when the value is a dictionary.
    public var entries: [Entry]? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    /// The value of `key`, when this is a dictionary that has it.
    public subscript(key: String) -> PlistNode? {
        entries?.first { $0.key == key }?.value
    }

    /// The strings of an array value (non-strings skipped).
    public var strings: [String] { array?.compactMap(\.string) ?? [] }
}
