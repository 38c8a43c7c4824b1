/// Names, each with the first place something happens to it in a type's body (a mention, a
/// construction, an assignment), as the facts keep them: sorted by name in arrays of exactly
/// their count, which a codebase's hundred thousand type facts hold in a fraction of what
/// dictionaries and their spare buckets take. A file's collector finds first places in a
/// dictionary and stores them so when the file is read.
public struct FirstPlaces: Sendable, Equatable, Codable, Sequence, ExpressibleByDictionaryLiteral {
    /// A name and where it first occurs.
    public typealias Element = (name: String, range: SourceRange)

    /// Sorted.
    private let names: [String]
    /// The place of each of `names`.
    private let ranges: [SourceRange]

    /// The places of `first`, each name's first place.
    public init(_ first: [String: SourceRange] = [:]) {
        let sorted = first.sorted { $0.key < $1.key }
        names = sorted.map(\.key)
        ranges = sorted.map(\.value)
    }

    /// The places given, the first one of a name given twice.
    public init(dictionaryLiteral elements: (String, SourceRange)...) {
        self.init(Dictionary(elements) { first, _ in first })
    }

    public var isEmpty: Bool { names.isEmpty }

    /// Where `name` first occurs, or `nil` when it does not.
    public subscript(name: String) -> SourceRange? {
        var (low, high) = (0, names.count)
        while low < high {
            let middle = (low + high) / 2
            if names[middle] < name { low = middle + 1 } else { high = middle }
        }
        return low < names.count && names[low] == name ? ranges[low] : nil
    }

    /// The names in order, each with its place.
    public func makeIterator() -> some IteratorProtocol<Element> {
        zip(names, ranges).lazy.map { (name: $0, range: $1) }.makeIterator()
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
