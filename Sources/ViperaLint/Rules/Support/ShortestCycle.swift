/// The shortest cycle of a component without closure edges, found breadth-first, so its
/// length is unbounded and finding it takes time polynomial in the component's size.
enum ShortestCycle {
    /// The shortest cycle of strong stored references, starting at its smallest class; among
    /// equally short ones, the one whose smallest class comes first and then whose edges come
    /// first in label order (the first such cycle an exhaustive search in that order finds).
    static func strong(in graph: ComponentGraph) -> [ReferenceGraph.Edge]? {
        var best: [ReferenceGraph.Edge]?
        for start in graph.classes.indices where graph.mayStartCycle(at: start) {
            guard let cycle = shortest(through: start, in: graph, shorterThan: best?.count ?? Int.max) else { continue }
            best = cycle
        }
        return best
    }

    /// The shortest cycle through `start` whose other classes all come after it, if it has
    /// fewer than `limit` edges. Breadth-first with edges in order, the first path found to each
    /// class is the first in that order among the shortest.
    private static func shortest(through start: Int, in graph: ComponentGraph, shorterThan limit: Int) -> [ReferenceGraph.Edge]? {
        var reachedBy: [Int: (edge: ReferenceGraph.Edge, from: Int)] = [:]
        var layer = [start]
        var length = 0
        while !layer.isEmpty, length + 1 < limit {
            length += 1
            var nextLayer: [Int] = []
            for node in layer {
                for (edge, target) in graph.edges[node] where !edge.isClosure && target >= start {
                    if target == start { return path(to: node, from: start, reachedBy) + [edge] }
                    guard reachedBy[target] == nil else { continue }
                    reachedBy[target] = (edge, node)
                    nextLayer.append(target)
                }
            }
            layer = nextLayer
        }
        return nil
    }

    private static func path(to node: Int, from start: Int, _ reachedBy: [Int: (edge: ReferenceGraph.Edge, from: Int)]) -> [ReferenceGraph.Edge] {
        var edges: [ReferenceGraph.Edge] = []
        var current = node
        while current != start, let step = reachedBy[current] {
            edges.append(step.edge)
            current = step.from
        }
        return edges.reversed()
    }
}
