/// How one module's cluster is ranked in DOT: components that no reference of the module
/// reaches (its builder, usually) come first, tied above the others by invisible edges, so
/// that a route into the module can end at its top and rank the whole module below.
struct ClusterLayout {
    /// The component routes into the module end at.
    let top: String
    /// Components no reference of the module leaves from: the module's lowest.
    let bottom: [String]
    /// Invisible edges that rank unreferenced components above the rest.
    let invisibleEdges: [(from: String, to: String)]
    /// About how many ranks the cluster spans: the layers of a breadth-first walk from its top.
    let height: Int

    /// The layout of `module`, whose own references (between two of its components) are
    /// `references`.
    init(_ module: GraphModule, references: [GraphReference]) {
        var targets: [String: [String]] = [:]
        var reached: Set<String> = []
        for reference in references where reference.from != reference.to {
            targets[reference.from, default: []].append(reference.to)
            reached.insert(reference.to)
        }
        let linked = reached.union(targets.keys)
        let isolated = module.components.filter { !linked.contains($0) }
        let sources = module.components.filter { linked.contains($0) && !reached.contains($0) }
        let below = sources.first ?? module.components.first { linked.contains($0) }
        top = isolated.first ?? below ?? module.components[0]
        invisibleEdges = below.map { below in isolated.map { ($0, below) } } ?? []
        let lowest = module.components.filter { linked.contains($0) && targets[$0] == nil }
        bottom = lowest.isEmpty ? [top] : lowest
        var layer = isolated.isEmpty ? (sources.isEmpty ? [top] : sources) : isolated
        var seen = Set(layer)
        var height = 0
        while !layer.isEmpty {
            height += 1
            let next = layer.flatMap { targets[$0] ?? [] } + (layer == isolated ? below.map { [$0] } ?? [] : [])
            layer = next.filter { seen.insert($0).inserted }
        }
        self.height = height
    }
}
