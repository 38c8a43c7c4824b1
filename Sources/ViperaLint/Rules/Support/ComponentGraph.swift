/// One strongly connected component of a `ReferenceGraph`, its classes numbered in name order
/// and its edges kept only where they stay inside it, for the cycle searches.
struct ComponentGraph {
    /// The classes, sorted; a class's number is its position.
    let classes: [String]
    /// Each class's outgoing edges inside the component, in label order, with their target's
    /// number.
    let edges: [[(edge: ReferenceGraph.Edge, to: Int)]]
    /// For each class, the largest number of a class with an edge to it.
    private let latestPredecessor: [Int]

    init(_ component: Set<String>, of graph: ReferenceGraph) {
        classes = component.sorted()
        let numbers = Dictionary(uniqueKeysWithValues: classes.enumerated().map { ($1, $0) })
        edges = classes.map { name in
            (graph.edges[name] ?? []).compactMap { edge in numbers[edge.to].map { (edge, $0) } }
        }
        var latestPredecessor = [Int](repeating: -1, count: classes.count)
        for (source, outgoing) in edges.enumerated() {
            for (_, target) in outgoing { latestPredecessor[target] = max(latestPredecessor[target], source) }
        }
        self.latestPredecessor = latestPredecessor
    }

    /// Whether a cycle through `start` and classes after it can exist at all: some class from
    /// `start` on has an edge to it. Sparing the searches from the others keeps a long ring of
    /// classes linear.
    func mayStartCycle(at start: Int) -> Bool {
        latestPredecessor[start] >= start
    }
}
