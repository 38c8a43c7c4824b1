import ViperaCore

/// What `vipera graph` draws, read from the same facts, profile and findings as `vipera lint`:
/// the classes that play a role, grouped by module, the stored references between them (read
/// as the cycle rules read them), the routes between modules, and the reference cycles the
/// findings report.
public struct ArchitectureGraph: Sendable {
    /// The profile the graph was read with.
    public let profile: Profile
    /// The modules with at least one component, in name order.
    public let modules: [GraphModule]
    /// The components, in name order: every class and actor of a module (test code aside), the
    /// classes they hold or are held by, and the classes of reported cycles; in an app without
    /// modules, every class that holds or is held by another.
    public let components: [GraphComponent]
    /// The references between components, in holder, label and target order.
    public let references: [GraphReference]
    /// The routes between modules, in (from, to) order.
    public let routes: [ModuleRoute]
    /// The reported cycles, in the findings' order.
    public let cycles: [GraphCycle]
    /// The module the graph is focused on (see `focused(on:)`), if any.
    public let focus: String?
    private let componentsByName: [String: GraphComponent]

    /// The graph of `index`, with the cycles `findings` report.
    public init(index: FactIndex, findings: [Finding]) {
        let all = ReferenceGraph(index, scope: .all).edges.values.joined()
        let cycles = findings.compactMap(GraphCycle.init)
        let modules = index.modules
        // Without modules, the classes that hold or are held by another are the picture.
        var names =
            modules.isEmpty
            ? Set(all.flatMap { [$0.from, $0.to] })
            : Set(
                index.types.values.filter { info in
                    info.kind.isReference && !info.isTestCode && index.assignment(of: info.name)?.module.map(modules.contains) == true
                }.map(\.name))
        let inModules = names
        for edge in all where inModules.contains(edge.from) || inModules.contains(edge.to) {
            names.formUnion([edge.from, edge.to])
        }
        for cycle in cycles { names.formUnion(cycle.steps.flatMap { [$0.from, $0.to] }) }
        var components: [String: GraphComponent] = [:]
        for name in names {
            guard let info = index.types[name] else { continue }
            let assignment = index.assignment(of: name)
            let fact = info.primaryFact
            components[name] = GraphComponent(
                name: name, module: assignment?.module.flatMap { modules.contains($0) ? $0 : nil }, role: assignment?.role,
                file: fact.file, line: fact.range.start.line, isView: ViewFolding.isFrameworkView(name, in: index)
            )
        }
        self.init(
            profile: index.profile, components: Array(components.values),
            references: all.filter { components[$0.from] != nil && components[$0.to] != nil }.map(GraphReference.init),
            routes: ModuleRoute.all(in: index, components: components),
            cycles: cycles
        )
    }

    /// A graph of `components`, `references` and `routes`, with the cycles marked on the
    /// references they run through.
    init(
        profile: Profile, components: [GraphComponent], references: [GraphReference], routes: [ModuleRoute], cycles: [GraphCycle],
        focus: String? = nil
    ) {
        self.profile = profile
        self.focus = focus
        self.components = components.sorted { $0.name < $1.name }
        componentsByName = Dictionary(uniqueKeysWithValues: components.map { ($0.name, $0) })
        var byModule: [String: [GraphComponent]] = [:]
        for component in self.components {
            if let module = component.module { byModule[module, default: []].append(component) }
        }
        modules = byModule.keys.sorted().map { name in
            let members = byModule[name]!
            let roles = Set(members.compactMap(\.role))
            return GraphModule(name: name, components: members.map(\.name), roles: profile.roles.map(\.role).filter(roles.contains))
        }
        self.routes = routes
        self.cycles = cycles
        let inCycle = Set(cycles.flatMap(\.steps))
        let toChange = Set(cycles.compactMap(\.steps.first))
        var unique: [CycleStep: GraphReference] = [:]
        for var reference in references {
            reference.isInCycle = inCycle.contains(reference.step)
            reference.isToChange = toChange.contains(reference.step)
            unique[reference.step] = reference
        }
        self.references = unique.values.sorted { ($0.from, $0.label, $0.to) < ($1.from, $1.label, $1.to) }
    }

    /// The component called `name`.
    public func component(_ name: String) -> GraphComponent? {
        componentsByName[name]
    }
}
