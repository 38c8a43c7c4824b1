import ViperaCore
/// The elementary cycles among one strongly connected set of classes: every class in it reaches
/// every other through strong references.
struct CycleGroup {
    /// The classes, sorted.
    let classes: [String]
    /// The cycles found, each as its edges in order, each once (starting at its smallest class).
    let cycles: [[ReferenceGraph.Edge]]
    /// Whether the search stopped at `CycleFinder.maximumCycles`, so there are more.
    let isTruncated: Bool
}

/// Finds elementary cycles in a `ReferenceGraph`, grouped by strongly connected component.
///
/// The search is bounded (`maximumLength` edges, `maximumCycles` per component) so a densely
/// connected codebase cannot make it explode.
struct CycleFinder {
    static let maximumLength = 12
    static let maximumCycles = 200

    /// The cycles of each component that has any, components in the order of their smallest class.
    static func cycles(in graph: ReferenceGraph) -> [CycleGroup] {
        StronglyConnected.components(of: graph).map { component in
            var found: [[ReferenceGraph.Edge]] = []
            for start in component.sorted() {
                var path: [ReferenceGraph.Edge] = []
                var onPath: Set<String> = [start]
                func extend(_ node: String) {
                    guard found.count < maximumCycles, path.count < maximumLength else { return }
                    for edge in graph.edges[node] ?? [] where component.contains(edge.to) && edge.to >= start {
                        if edge.to == start {
                            found.append(path + [edge])
                        } else if !onPath.contains(edge.to) {
                            path.append(edge)
                            onPath.insert(edge.to)
                            extend(edge.to)
                            onPath.remove(edge.to)
                            path.removeLast()
                        }
                    }
                }
                extend(start)
            }
            return CycleGroup(classes: component.sorted(), cycles: found, isTruncated: found.count >= maximumCycles)
        }
    }

    /// `A.b → B.a → A`.
    static func describe(_ cycle: [ReferenceGraph.Edge]) -> String {
        (cycle.map(\.label) + [cycle[0].from]).joined(separator: " → ")
    }
}

/// Tarjan's strongly connected components; only those that can hold a cycle (more than one
/// node, or a node with an edge to itself).
private enum StronglyConnected {
    static func components(of graph: ReferenceGraph) -> [Set<String>] {
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var result: [Set<String>] = []
        func connect(_ node: String) {
            indices[node] = indices.count
            lowLinks[node] = indices[node]
            stack.append(node)
            onStack.insert(node)
            for edge in graph.edges[node] ?? [] {
                if indices[edge.to] == nil {
                    connect(edge.to)
                    lowLinks[node] = min(lowLinks[node]!, lowLinks[edge.to]!)
                } else if onStack.contains(edge.to) {
                    lowLinks[node] = min(lowLinks[node]!, indices[edge.to]!)
                }
            }
            guard lowLinks[node] == indices[node] else { return }
            var component: Set<String> = []
            while let top = stack.popLast() {
                onStack.remove(top)
                component.insert(top)
                if top == node { break }
            }
            let selfLoop = graph.edges[node]?.contains { $0.to == node } == true
            if component.count > 1 || selfLoop { result.append(component) }
        }
        for node in graph.edges.keys.sorted() where indices[node] == nil { connect(node) }
        return result.sorted { $0.min()! < $1.min()! }
    }
}
