/// Tarjan's strongly connected components of a `ReferenceGraph`, with an explicit stack so
/// that a chain of thousands of classes cannot overflow the thread's; only the components that
/// can hold a cycle (more than one node, or a node with an edge to itself).
enum StronglyConnected {
    /// The components, in the order of their smallest class.
    static func components(of graph: ReferenceGraph) -> [Set<String>] {
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var result: [Set<String>] = []
        for root in graph.edges.keys.sorted() where indices[root] == nil {
            // Each frame: a node and how many of its edges have been followed.
            var frames: [(node: String, next: Int)] = []
            func enter(_ node: String) {
                indices[node] = indices.count
                lowLinks[node] = indices[node]
                stack.append(node)
                onStack.insert(node)
                frames.append((node, 0))
            }
            enter(root)
            while let (node, next) = frames.last {
                let edges = graph.edges[node] ?? []
                if next < edges.count {
                    frames[frames.count - 1].next += 1
                    let target = edges[next].to
                    if indices[target] == nil {
                        enter(target)
                    } else if onStack.contains(target) {
                        lowLinks[node] = min(lowLinks[node]!, indices[target]!)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowLinks[parent] = min(lowLinks[parent]!, lowLinks[node]!) }
                guard lowLinks[node] == indices[node] else { continue }
                var component: Set<String> = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.insert(top)
                    if top == node { break }
                }
                let selfLoop = edges.contains { $0.to == node }
                if component.count > 1 || selfLoop { result.append(component) }
            }
        }
        return result.sorted { $0.min()! < $1.min()! }
    }
}
