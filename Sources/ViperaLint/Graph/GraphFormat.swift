/// The formats `vipera graph --format` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// A Mermaid flowchart (GitHub and Markdown viewers draw it).
    case mermaid
    /// Graphviz's DOT language.
    case dot
    /// JSON in the versioned format of `Documentation/graph.schema.json`.
    case json
    /// SVG, drawn by Graphviz's `dot` (which must be installed).
    case svg

    /// `graph` at `level` in this format.
    /// - Throws: `GraphError` when SVG cannot be drawn (no `dot`, or `dot` failed).
    public func render(_ graph: ArchitectureGraph, level: GraphLevel) throws(GraphError) -> String {
        switch self {
        case .mermaid: MermaidGraph.render(graph, level: level)
        case .dot: DOTGraph.render(graph, level: level)
        case .json: JSONGraph.render(graph, level: level)
        case .svg: try GraphvizSVG.render(DOTGraph.render(graph, level: level))
        }
    }
}
