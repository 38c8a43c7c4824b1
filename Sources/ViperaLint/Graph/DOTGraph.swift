import ViperaCore
import ViperaSupport

/// The graph in Graphviz's DOT language: modules ranked top to bottom along their routes; at the
/// roles level, one cluster per module.
enum DOTGraph {
    static func render(_ graph: ArchitectureGraph, level: GraphLevel) -> String {
        var lines = [
            "digraph architecture {",
            "  graph [rankdir=TB, compound=true, newrank=true, fontname=\"Helvetica\", nodesep=0.35, ranksep=0.6];",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"\(GraphStyle.plainFill)\", color=\"\(GraphStyle.line)\", "
                + "fontname=\"Helvetica\", fontsize=11];",
            "  edge [color=\"\(GraphStyle.line)\", fontcolor=\"\(GraphStyle.line)\", fontname=\"Helvetica\", fontsize=9];",
        ]
        switch level {
        case .roles: lines += roles(graph)
        case .modules: lines += modules(ModuleGraph(graph), profile: graph.profile)
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    private static func roles(_ graph: ArchitectureGraph) -> [String] {
        var lines: [String] = []
        var tops: [String: String] = [:]
        var inside: [String: [GraphReference]] = [:]
        for reference in graph.references {
            guard let module = graph.component(reference.from)?.module, graph.component(reference.to)?.module == module else { continue }
            inside[module, default: []].append(reference)
        }
        var bottoms: [String: [String]] = [:]
        var heights: [String: Int] = [:]
        for module in graph.modules {
            let layout = ClusterLayout(module, references: inside[module.name] ?? [])
            tops[module.name] = layout.top
            bottoms[module.name] = layout.bottom
            heights[module.name] = layout.height
            lines += [
                "  subgraph \(quoted(cluster(module.name))) {",
                "    label=\(quoted(module.name)); style=\"rounded\"; color=\"\(GraphStyle.cluster)\"; fontsize=13;",
            ]
            lines += module.components.compactMap(graph.component).map { "    " + node($0, graph.profile) }
            lines += layout.invisibleEdges.map { "    \(quoted($0.from)) -> \(quoted($0.to)) [style=invis];" }
            lines.append("  }")
        }
        lines += graph.components.filter { $0.module == nil }.map { "  " + node($0, graph.profile) }
        for reference in graph.references {
            var attributes = ["label=\(quoted(GraphStyle.caption(reference)))"]
            if !reference.keepsAlive { attributes.append("style=dashed") }
            if reference.isInCycle { attributes += cycleAttributes }
            // Only references inside a module rank its components; routes rank the modules.
            if graph.component(reference.from)?.module != graph.component(reference.to)?.module || reference.from == reference.to {
                attributes.append("constraint=false")
            }
            lines.append("  \(quoted(reference.from)) -> \(quoted(reference.to)) [\(attributes.joined(separator: ", "))];")
        }
        // A route ends at its module's border, drawn from the top of the module so that the
        // whole module ranks below the one that opens it.
        let ranking = ModuleRanking(modules: graph.modules.map(\.name), routes: graph.routes, heights: heights)
        for route in graph.routes {
            for mention in GraphStyle.routers(of: route) {
                let attributes =
                    ["lhead=\(quoted(cluster(route.to)))", "label=\"route\"", routeAttributes]
                    + [ranking.length(from: route.from, to: route.to)].compactMap { $0 }
                lines.append("  \(quoted(mention.router)) -> \(quoted(tops[route.to]!)) [\(attributes.joined(separator: ", "))];")
            }
        }
        for column in ranking.columns {
            for (upper, lower) in zip(column, column.dropFirst()) {
                lines += bottoms[upper]!.map { "  \(quoted($0)) -> \(quoted(tops[lower]!)) [style=invis];" }
            }
        }
        return lines
    }

    private static func modules(_ graph: ModuleGraph, profile: Profile) -> [String] {
        var lines: [String] = []
        for module in graph.modules {
            lines.append("  \(quoted(module.name)) [shape=plain, label=<\(table(module, cycles: graph.cycleCounts[module.name] ?? 0, profile))>];")
        }
        let ranking = ModuleRanking(modules: graph.modules.map(\.name), routes: graph.routes)
        for route in graph.routes {
            let attributes = [routeAttributes] + [ranking.length(from: route.from, to: route.to)].compactMap { $0 }
            lines.append("  \(quoted(route.from)) -> \(quoted(route.to)) [\(attributes.joined(separator: ", "))];")
        }
        for column in ranking.columns {
            for (upper, lower) in zip(column, column.dropFirst()) {
                lines.append("  \(quoted(upper)) -> \(quoted(lower)) [style=invis];")
            }
        }
        for link in graph.links {
            var attributes = ["label=\(quoted(GraphStyle.labels(of: link).joined(separator: "\n")))", "constraint=false"]
            if !link.keepsAlive { attributes.append("style=dashed") }
            if link.isInCycle { attributes += cycleAttributes }
            lines.append("  \(quoted(link.from)) -> \(quoted(link.to)) [\(attributes.joined(separator: ", "))];")
        }
        return lines
    }

    private static let cycleAttributes = ["color=\"\(GraphStyle.cycle)\"", "fontcolor=\"\(GraphStyle.cycle)\"", "penwidth=2"]
    private static let routeAttributes = "style=bold, color=\"\(GraphStyle.route)\", fontcolor=\"\(GraphStyle.route)\", penwidth=1.5"

    /// A component: its name, and its role below.
    private static func node(_ component: GraphComponent, _ profile: Profile) -> String {
        let label = component.role.map { "\(component.name)\n\($0)" } ?? component.name
        return "\(quoted(component.name)) [label=\(quoted(label)), fillcolor=\"\(GraphStyle.fill(of: component.role, in: profile))\"];"
    }

    /// A module as a box: its name over a row of its roles' initials in their colours (the role's
    /// name as tooltip), and its cycles' count in red.
    private static func table(_ module: GraphModule, cycles: Int, _ profile: Profile) -> String {
        let border = cycles > 0 ? GraphStyle.cycle : GraphStyle.line
        let abbreviations = GraphStyle.abbreviations(in: profile)
        let span = max(module.roles.count, 1)
        var rows = ["<TR><TD COLSPAN=\"\(span)\"><B>\(html(module.name))</B></TD></TR>"]
        if !module.roles.isEmpty {
            rows.append(
                "<TR>"
                    + module.roles.map { role in
                        "<TD BGCOLOR=\"\(GraphStyle.fill(of: role, in: profile))\" TITLE=\"\(html(role.rawValue))\">"
                            + "<FONT POINT-SIZE=\"8\">\(html(abbreviations[role] ?? role.rawValue))</FONT></TD>"
                    }.joined() + "</TR>")
        }
        if cycles > 0 {
            rows.append("<TR><TD COLSPAN=\"\(span)\"><FONT POINT-SIZE=\"9\" COLOR=\"\(GraphStyle.cycle)\">\(counted(cycles, "cycle"))</FONT></TD></TR>")
        }
        return "<TABLE BORDER=\"\(cycles > 0 ? 2 : 1)\" CELLBORDER=\"0\" CELLSPACING=\"1\" CELLPADDING=\"2\" STYLE=\"ROUNDED\" "
            + "BGCOLOR=\"\(GraphStyle.plainFill)\" COLOR=\"\(border)\">\(rows.joined())</TABLE>"
    }

    private static func cluster(_ module: String) -> String { "cluster_\(module)" }

    /// A DOT string: quotes and backslashes escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    /// Text for an HTML-like label.
    private static func html(_ text: String) -> String {
        XMLText.escaped(text)
    }
}
