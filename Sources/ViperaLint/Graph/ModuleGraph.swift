/// The graph one module at a time: the modules, the routes between them, and the references
/// from a component of one module to a component of another, gathered by pair of modules.
public struct ModuleGraph: Sendable {
    /// The references from one module's components to another's that keep their targets alive,
    /// or those that do not.
    public struct Link: Sendable {
        public let from: String
        public let to: String
        /// Whether these references keep their targets alive.
        public let keepsAlive: Bool
        /// The references, in the graph's order.
        public let references: [GraphReference]

        /// Whether a reported cycle runs through one of them.
        public var isInCycle: Bool { references.contains(where: \.isInCycle) }
    }

    public let modules: [GraphModule]
    public let routes: [ModuleRoute]
    /// The links, in (from, to, strong first) order.
    public let links: [Link]
    /// For each module, how many reported cycles run through its components.
    public let cycleCounts: [String: Int]

    public init(_ graph: ArchitectureGraph) {
        modules = graph.modules
        routes = graph.routes
        var grouped: [LinkKey: [GraphReference]] = [:]
        for reference in graph.references {
            guard let from = graph.component(reference.from)?.module, let to = graph.component(reference.to)?.module, from != to else { continue }
            grouped[LinkKey(from: from, to: to, keepsAlive: reference.keepsAlive), default: []].append(reference)
        }
        links = grouped.keys.sorted().map { Link(from: $0.from, to: $0.to, keepsAlive: $0.keepsAlive, references: grouped[$0]!) }
        var counts: [String: Int] = [:]
        for cycle in graph.cycles {
            for module in Set(cycle.classes.compactMap { graph.component($0)?.module }) { counts[module, default: 0] += 1 }
        }
        cycleCounts = counts
    }

    private struct LinkKey: Hashable, Comparable {
        let from: String
        let to: String
        let keepsAlive: Bool

        static func < (lhs: LinkKey, rhs: LinkKey) -> Bool {
            (lhs.from, lhs.to, lhs.keepsAlive ? 0 : 1) < (rhs.from, rhs.to, rhs.keepsAlive ? 0 : 1)
        }
    }
}
