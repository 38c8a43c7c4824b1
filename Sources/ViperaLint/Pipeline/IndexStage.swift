/// The index stage: the collected facts indexed for the rules. Apps side by side that declare the
/// same names are indexed each on its own (`AppPartition`), with the shared code.
struct IndexStage {
    let configuration: Configuration

    func run(_ files: [FileFacts]) -> FactIndexes {
        FactIndexes(parts: AppPartition(files, root: configuration.root).parts, profile: configuration.profile)
    }
}

/// The indexes the rules run on: one of all the files, or one per app, each built only when the
/// check stage reaches it, so that one app's index at a time is held.
struct FactIndexes: Sequence {
    /// The index of all the files, when they make one part.
    let whole: FactIndex?
    private let parts: [[FileFacts]]
    private let profile: Profile

    init(parts: [[FileFacts]], profile: Profile) {
        whole = parts.count == 1 ? FactIndex(files: parts[0], profile: profile) : nil
        (self.parts, self.profile) = (whole == nil ? parts : [], profile)
    }

    /// How many indexes there are.
    var count: Int { whole == nil ? parts.count : 1 }

    func makeIterator() -> AnyIterator<FactIndex> {
        if let whole { return AnyIterator(CollectionOfOne(whole).makeIterator()) }
        var parts = parts.makeIterator()
        let profile = profile
        return AnyIterator { parts.next().map { FactIndex(files: $0, profile: profile) } }
    }
}
