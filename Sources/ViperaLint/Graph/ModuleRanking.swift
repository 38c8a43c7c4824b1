/// How DOT ranks modules so that a graph of many modules stays readable: routes run top to
/// bottom, the leaf modules one module opens are staggered over three rows instead of one long
/// row when there are more than three (as Graphviz's `unflatten` does), and modules no route touches are stacked in columns
/// instead of one row. A module may span several ranks (a cluster of its components).
struct ModuleRanking {
    /// How many ranks the leaves a module opens are spread over.
    static let stagger = 3

    /// The ranks a route from `from` to `to` spans, when more than one.
    private let lengths: [Pair: Int]
    /// Modules no route touches, in columns (each top to bottom).
    let columns: [[String]]

    /// - Parameter heights: how many ranks each module spans (1 when absent).
    init(modules: [String], routes: [ModuleRoute], heights: [String: Int] = [:]) {
        let opening = Set(routes.map(\.from))
        let routed = opening.union(routes.map(\.to))
        var lengths: [Pair: Int] = [:]
        for (from, outgoing) in Dictionary(grouping: routes, by: \.from) {
            let leaves = outgoing.map(\.to).filter { !opening.contains($0) }.sorted()
            guard leaves.count > Self.stagger else { continue }
            let row = (leaves.compactMap { heights[$0] }.max() ?? 1) + 1
            for (position, leaf) in leaves.enumerated() where position % Self.stagger > 0 {
                lengths[Pair(from: from, to: leaf)] = 1 + position % Self.stagger * row
            }
        }
        self.lengths = lengths
        let alone = modules.filter { !routed.contains($0) }
        let height = max(Self.stagger, Int(Double(alone.count).squareRoot().rounded(.up)))
        columns = stride(from: 0, to: alone.count, by: height).map { Array(alone[$0..<min($0 + height, alone.count)]) }
    }

    /// The `minlen` attribute of the route from `from` to `to`, when it spans more than one rank.
    func length(from: String, to: String) -> String? {
        lengths[Pair(from: from, to: to)].map { "minlen=\($0)" }
    }

    private struct Pair: Hashable {
        let from: String
        let to: String
    }
}
