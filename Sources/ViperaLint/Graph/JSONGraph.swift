/// The graph as JSON for other tools, in the versioned format `Documentation/graph.schema.json`
/// describes: the modules and routes, then the components and references (roles level) or the
/// links between modules (modules level), and the reported cycles.
enum JSONGraph {
    /// Raised when the format changes in a way a reader would notice.
    static let schemaVersion = 1

    static func render(_ graph: ArchitectureGraph, level: GraphLevel) -> String {
        let modules = ModuleGraph(graph)
        return encodeJSON(
            Output(
                schemaVersion: schemaVersion,
                profile: graph.profile.name.rawValue,
                level: level.rawValue,
                focus: graph.focus,
                modules: graph.modules.map {
                    Module(name: $0.name, roles: $0.roles.map(\.rawValue), components: $0.components, cycles: modules.cycleCounts[$0.name] ?? 0)
                },
                routes: graph.routes.map { route in
                    Route(
                        from: route.from, to: route.to,
                        mentions: route.mentions.map {
                            Mention(router: $0.router, target: $0.target, targetComponent: $0.targetComponent, file: $0.file, line: $0.line)
                        })
                },
                components: level == .roles
                    ? graph.components.map {
                        Component(name: $0.name, module: $0.module, role: $0.role?.rawValue, file: $0.file, line: $0.line)
                    } : nil,
                references: level == .roles
                    ? graph.references.map {
                        Reference(
                            from: $0.from, to: $0.to, property: $0.property, label: $0.label, ownership: $0.ownership.rawValue,
                            keepsAlive: $0.keepsAlive, closure: $0.isClosure, file: $0.file, line: $0.line, inCycle: $0.isInCycle,
                            change: GraphStyle.change($0))
                    } : nil,
                links: level == .modules
                    ? modules.links.map {
                        Link(from: $0.from, to: $0.to, keepsAlive: $0.keepsAlive, inCycle: $0.isInCycle, references: $0.references.map(\.label))
                    } : nil,
                cycles: graph.cycles.map { cycle in
                    Cycle(
                        rule: cycle.rule.rawValue, severity: cycle.severity.rawValue, message: cycle.message, file: cycle.file, line: cycle.line,
                        steps: cycle.steps.map { Step(from: $0.from, to: $0.to, property: $0.property, label: $0.label, closure: $0.isClosure) })
                }
            ))
    }

    private struct Output: Encodable {
        let schemaVersion: Int
        let profile: String
        let level: String
        let focus: String?
        let modules: [Module]
        let routes: [Route]
        let components: [Component]?
        let references: [Reference]?
        let links: [Link]?
        let cycles: [Cycle]
    }

    private struct Module: Encodable {
        let name: String
        let roles: [String]
        let components: [String]
        let cycles: Int
    }

    private struct Route: Encodable {
        let from: String
        let to: String
        let mentions: [Mention]
    }

    private struct Mention: Encodable {
        let router: String
        let target: String
        let targetComponent: String?
        let file: String
        let line: Int
    }

    private struct Component: Encodable {
        let name: String
        let module: String?
        let role: String?
        let file: String
        let line: Int
    }

    private struct Reference: Encodable {
        let from: String
        let to: String
        let property: String
        let label: String
        let ownership: String
        let keepsAlive: Bool
        let closure: Bool
        let file: String
        let line: Int
        let inCycle: Bool
        let change: String?
    }

    private struct Link: Encodable {
        let from: String
        let to: String
        let keepsAlive: Bool
        let inCycle: Bool
        let references: [String]
    }

    private struct Cycle: Encodable {
        let rule: String
        let severity: String
        let message: String
        let file: String
        let line: Int
        let steps: [Step]
    }

    private struct Step: Encodable {
        let from: String
        let to: String
        let property: String
        let label: String
        let closure: Bool
    }
}
