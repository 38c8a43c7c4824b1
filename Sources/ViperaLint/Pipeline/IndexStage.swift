/// The index stage: the collected facts indexed for the rules. Apps side by side that declare the
/// same names, or name their roles differently, are indexed each on its own (`AppPartition`),
/// with the shared code.
struct IndexStage {
    let configuration: Configuration

    func run(_ files: [FileFacts]) -> FactIndexes {
        let partition = AppPartition(files, root: configuration.root, namedApps: Set(configuration.appProfiles.keys))
        return FactIndexes(parts: partition.parts, configuration: configuration)
    }
}

/// The indexes the rules run on: one of all the files, or one per app, each built only when the
/// check stage reaches it, so that one app's index at a time is held.
struct FactIndexes: Sequence {
    /// The index of all the files, when they make one part.
    let whole: FactIndex?
    private let parts: [AppPartition.Part]
    private let configuration: Configuration

    init(parts: [AppPartition.Part], configuration: Configuration) {
        whole = parts.count == 1 ? FactIndex(files: parts[0].files, profile: configuration.profile(ofApp: parts[0].app)) : nil
        (self.parts, self.configuration) = (whole == nil ? parts : [], configuration)
    }

    /// How many indexes there are.
    var count: Int { whole == nil ? parts.count : 1 }

    func makeIterator() -> AnyIterator<Checked> {
        if let whole { return AnyIterator(CollectionOfOne(Checked(index: whole, reported: nil)).makeIterator()) }
        var parts = parts.makeIterator()
        let configuration = configuration
        return AnyIterator {
            parts.next().map { Checked(index: FactIndex(files: $0.files, profile: configuration.profile(ofApp: $0.app)), reported: $0.reported) }
        }
    }

    /// One index, with the files whose findings it reports (`nil` for all).
    struct Checked {
        let index: FactIndex
        let reported: Set<String>?
    }
}
