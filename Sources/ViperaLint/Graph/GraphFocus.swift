extension ArchitectureGraph {
    /// The part of the graph around `module`: its components, those its components hold or are
    /// held by, the routes from and to it (with the components that make them), and every
    /// reported cycle through it, whole.
    /// - Throws: `GraphError.unknownModule` when the graph has no such module.
    public func focused(on module: String) throws(GraphError) -> ArchitectureGraph {
        guard modules.contains(where: { $0.name == module }) else {
            throw .unknownModule(module, known: modules.map(\.name))
        }
        let focus = Set(components.filter { $0.module == module }.map(\.name))
        let cycles = cycles.filter { $0.steps.contains { focus.contains($0.from) } }
        let cycleSteps = Set(cycles.flatMap(\.steps))
        let references = references.filter { focus.contains($0.from) || focus.contains($0.to) || cycleSteps.contains($0.step) }
        let routes = routes.filter { $0.from == module || $0.to == module }
        var kept = focus.union(references.flatMap { [$0.from, $0.to] })
        for mention in routes.flatMap(\.mentions) {
            kept.insert(mention.router)
            if let target = mention.targetComponent { kept.insert(target) }
        }
        return ArchitectureGraph(
            profile: profile, components: components.filter { kept.contains($0.name) }, references: references,
            routes: routes, cycles: cycles, focus: module
        )
    }
}
