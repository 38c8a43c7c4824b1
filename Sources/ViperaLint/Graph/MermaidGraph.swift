import ViperaCore

/// The graph as a Mermaid flowchart, which GitHub and most Markdown viewers draw: one subgraph
/// per module at the roles level.
enum MermaidGraph {
    static func render(_ graph: ArchitectureGraph, level: GraphLevel) -> String {
        var chart = MermaidChart(direction: "TB")
        switch level {
        case .roles: roles(graph, into: &chart)
        case .modules: modules(ModuleGraph(graph), profile: graph.profile, into: &chart)
        }
        return chart.text
    }

    private static func roles(_ graph: ArchitectureGraph, into chart: inout MermaidChart) {
        for module in graph.modules {
            chart.subgraph(module.name) { chart in
                for component in module.components.compactMap(graph.component) { node(component, graph.profile, into: &chart) }
            }
        }
        for component in graph.components where component.module == nil { node(component, graph.profile, into: &chart) }
        for reference in graph.references {
            chart.link(
                .node(reference.from), .node(reference.to), label: GraphStyle.caption(reference),
                style: reference.keepsAlive ? .solid : .dashed, color: reference.isInCycle ? GraphStyle.cycle : nil)
        }
        for route in graph.routes {
            for mention in GraphStyle.routers(of: route) {
                chart.link(.node(mention.router), .subgraph(route.to), label: "route", style: .thick, color: GraphStyle.route)
            }
        }
    }

    private static func modules(_ graph: ModuleGraph, profile: Profile, into chart: inout MermaidChart) {
        for module in graph.modules {
            let cycles = graph.cycleCounts[module.name] ?? 0
            var label = "<b>\(MermaidChart.escaped(module.name))</b>"
            if !module.roles.isEmpty { label += "<br/><small>\(MermaidChart.escaped(GraphStyle.roles(of: module)))</small>" }
            if cycles > 0 { label += "<br/><small>\(counted(cycles, "cycle"))</small>" }
            chart.node(module.name, markup: label, fill: GraphStyle.plainFill, stroke: cycles > 0 ? GraphStyle.cycle : GraphStyle.line)
        }
        for route in graph.routes {
            chart.link(.node(route.from), .node(route.to), label: nil, style: .thick, color: GraphStyle.route)
        }
        for link in graph.links {
            chart.link(
                .node(link.from), .node(link.to), label: GraphStyle.labels(of: link).joined(separator: "\n"),
                style: link.keepsAlive ? .solid : .dashed, color: link.isInCycle ? GraphStyle.cycle : nil)
        }
    }

    private static func node(_ component: GraphComponent, _ profile: Profile, into chart: inout MermaidChart) {
        var label = MermaidChart.escaped(component.name)
        if let role = component.role { label += "<br/><small>\(MermaidChart.escaped(role.rawValue))</small>" }
        chart.node(component.name, markup: label, fill: GraphStyle.fill(of: component.role, in: profile), stroke: GraphStyle.line)
    }
}
