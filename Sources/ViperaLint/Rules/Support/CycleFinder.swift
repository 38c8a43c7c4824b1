import ViperaCore

/// The elementary cycles among one strongly connected set of classes: every class in it reaches
/// every other through strong references.
struct CycleGroup {
    /// The classes, sorted.
    let classes: [String]
    /// The cycles found, each as its edges in order, each once (starting at its smallest class):
    /// first those of up to `CycleFinder.maximumLength` edges, then longer ones.
    let cycles: [[ReferenceGraph.Edge]]
    /// Whether the search stopped at `CycleFinder.maximumCycles`, so there are more.
    let isTruncated: Bool
    /// The group's shortest cycle of stored references (no closure), of any length.
    let shortestStrongCycle: [ReferenceGraph.Edge]?
}

/// Finds elementary cycles in a `ReferenceGraph`, grouped by strongly connected component.
///
/// At most `maximumCycles` are listed per component, so a densely connected codebase cannot make
/// the search explode. Short cycles come first: a depth-first search bounded at
/// `maximumLength` edges, then (when that did not reach `maximumCycles`) Johnson's search for
/// the longer ones, which takes time linear in the component's size per cycle found. Every
/// search keeps its own stack, so a chain of thousands of classes is no deeper a recursion than
/// a short one.
struct CycleFinder {
    static let maximumLength = 12
    static let maximumCycles = 200

    /// The cycles of each component that has any, components in the order of their smallest class.
    static func cycles(in graph: ReferenceGraph) -> [CycleGroup] {
        StronglyConnected.components(of: graph).map { component in
            let graph = ComponentGraph(component, of: graph)
            var cycles = search(graph, maximumLength: maximumLength)
            if cycles.count < maximumCycles {
                cycles += search(graph, maximumLength: nil).filter { $0.count > maximumLength }
            }
            return CycleGroup(
                classes: graph.classes, cycles: cycles, isTruncated: cycles.count >= maximumCycles,
                shortestStrongCycle: ShortestCycle.strong(in: graph))
        }
    }

    /// `A.b → B.a → A`.
    static func describe(_ cycle: [ReferenceGraph.Edge]) -> String {
        (cycle.map(\.label) + [cycle[0].from]).joined(separator: " → ")
    }

    /// The cycles from each class in turn through classes after it, depth-first with edges in
    /// order. With a `maximumLength`, a plain search; without, Johnson's: a class from which
    /// the start cannot be reached stays blocked until a cycle is found through a class it leads
    /// to. A class does not start exploring once `maximumCycles` are found.
    private static func search(_ graph: ComponentGraph, maximumLength: Int?) -> [[ReferenceGraph.Edge]] {
        var found: [[ReferenceGraph.Edge]] = []
        var blocked = [Bool](repeating: false, count: graph.classes.count)
        var blockers = [Set<Int>](repeating: [], count: graph.classes.count)
        for start in graph.classes.indices where graph.mayStartCycle(at: start) {
            // What the previous start left blocked (only Johnson's search leaves any).
            if maximumLength == nil {
                for node in start..<graph.classes.count where blocked[node] || !blockers[node].isEmpty {
                    (blocked[node], blockers[node]) = (false, [])
                }
            }
            var path: [ReferenceGraph.Edge] = []
            // Each frame: a class on the path, its next edge, whether it explores at all, and
            // whether a cycle was found through it.
            var frames: [(node: Int, next: Int, explores: Bool, closed: Bool)] = []
            func enter(_ node: Int) {
                blocked[node] = true
                let explores = found.count < maximumCycles && maximumLength.map { path.count < $0 } != false
                frames.append((node, 0, explores, false))
            }
            enter(start)
            while let frame = frames.last {
                let edges = graph.edges[frame.node]
                if frame.explores, frame.next < edges.count {
                    frames[frames.count - 1].next += 1
                    let (edge, target) = edges[frame.next]
                    if target == start {
                        found.append(path + [edge])
                        frames[frames.count - 1].closed = true
                    } else if target > start, !blocked[target] {
                        path.append(edge)
                        enter(target)
                    }
                    continue
                }
                frames.removeLast()
                if frame.closed || maximumLength != nil {
                    unblock(frame.node, &blocked, &blockers)
                } else {
                    for (_, target) in edges where target > start { blockers[target].insert(frame.node) }
                }
                if !frames.isEmpty {
                    path.removeLast()
                    if frame.closed { frames[frames.count - 1].closed = true }
                }
            }
        }
        return found
    }

    /// Unblocks `node` and, in turn, the classes blocked until it is.
    private static func unblock(_ node: Int, _ blocked: inout [Bool], _ blockers: inout [Set<Int>]) {
        var pending = [node]
        while let current = pending.popLast() {
            blocked[current] = false
            for waiting in blockers[current] where blocked[waiting] { pending.append(waiting) }
            blockers[current] = []
        }
    }
}
