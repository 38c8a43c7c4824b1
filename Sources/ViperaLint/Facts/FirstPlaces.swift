/// Names, each with the first place something happens to it in a type's body (a mention, a
/// construction, an assignment), as the facts keep them: sorted by name in one array of exactly
/// their count, which a codebase's hundred thousand type facts hold in a fraction of what
/// dictionaries and their spare buckets take (and in one allocation, not one for the names and
/// one for the places). A file's collector finds first places in a dictionary and stores them so
/// when the file is read.
public struct FirstPlaces: Sendable, Equatable, Codable, Sequence, ExpressibleByDictionaryLiteral {
    /// A name and where it first occurs.
    public typealias Element = (name: String, range: SourceRange)

    /// A name with its place.
    private struct Entry: Sendable, Equatable, Codable {
        let name: String
        let range: SourceRange
    }

    /// Sorted by name.
    private let entries: [Entry]

    /// The places of `first`, each name's first place.
    public init(_ first: [String: SourceRange] = [:]) {
        var entries = first.map { Entry(name: $0.key, range: $0.value) }
        entries.sort { $0.name < $1.name }
        self.entries = entries
    }

    /// The places given, the first one of a name given twice.
    public init(dictionaryLiteral elements: (String, SourceRange)...) {
        self.init(Dictionary(elements) { first, _ in first })
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// Where `name` first occurs, or `nil` when it does not.
    public subscript(name: String) -> SourceRange? {
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].name == name ? entries[low].range : nil
    }

    /// The names in order, each with its place.
    public func makeIterator() -> some IteratorProtocol<Element> {
        entries.lazy.map { (name: $0.name, range: $0.range) }.makeIterator()
    }

    /// The places with each name replaced by `transform`'s; of names it makes the same, the
    /// first place is kept.
    func renamed(_ transform: (String) -> String) -> FirstPlaces {
        guard contains(where: { transform($0.name) != $0.name }) else { return self }
        var renamed: [String: SourceRange] = [:]
        for (name, range) in self {
            let key = transform(name)
            if let known = renamed[key], known.start <= range.start { continue }
            renamed[key] = range
        }
        return FirstPlaces(renamed)
    }
}
