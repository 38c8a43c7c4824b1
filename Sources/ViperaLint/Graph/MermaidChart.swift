/// Writes a Mermaid flowchart: nodes and subgraphs get short ids (`n0`, `m0`) so any name is
/// safe, labels are quoted and escaped, and styles are gathered into class and link styles.
struct MermaidChart {
    /// How a link is drawn.
    enum LinkStyle {
        case solid, dashed, thick

        func arrow(_ label: String?) -> String {
            let quoted = label.map { "|\"\(MermaidChart.escaped($0).replacingOccurrences(of: "\n", with: "<br/>"))\"|" } ?? ""
            switch self {
            case .solid: return "-->" + quoted
            case .dashed: return "-.->" + quoted
            case .thick: return "==>" + quoted
            }
        }
    }

    private var lines: [String]
    private var indent = "  "
    private var ids: [String: String] = [:]
    private var subgraphIDs: [String: String] = [:]
    /// Node ids by their `fill:…,stroke:…` style, in first-use order.
    private var classes: [(style: String, nodes: [String])] = []
    /// Link positions by their colour, in first-use order.
    private var linkColors: [(color: String, links: [Int])] = []
    private var linkCount = 0

    init(direction: String) {
        lines = ["flowchart \(direction)"]
    }

    /// The id of the node called `name` (a new one on first use).
    private mutating func id(_ name: String) -> String {
        if let id = ids[name] { return id }
        let id = "n\(ids.count)"
        ids[name] = id
        return id
    }

    /// One end of a link.
    enum Endpoint {
        /// The node called so.
        case node(String)
        /// A module's subgraph.
        case subgraph(String)
    }

    private mutating func id(_ endpoint: Endpoint) -> String {
        switch endpoint {
        case .node(let name): id(name)
        case .subgraph(let module): subgraphIDs[module] ?? id(module)
        }
    }

    /// A node: `markup` is its label, already escaped (it may hold `<br/>`, `<b>`, `<small>`).
    mutating func node(_ name: String, markup: String, fill: String, stroke: String) {
        let id = id(name)
        lines.append("\(indent)\(id)[\"\(markup)\"]")
        let style = "fill:\(fill),stroke:\(stroke),color:\(GraphStyle.text)"
        if let position = classes.firstIndex(where: { $0.style == style }) {
            classes[position].nodes.append(id)
        } else {
            classes.append((style, [id]))
        }
    }

    /// A subgraph for `module`, with what `body` adds inside it.
    mutating func subgraph(_ module: String, _ body: (inout MermaidChart) -> Void) {
        let id = "m\(subgraphIDs.count)"
        subgraphIDs[module] = id
        lines.append("\(indent)subgraph \(id)[\"\(Self.escaped(module))\"]")
        indent += "  "
        body(&self)
        indent.removeLast(2)
        lines.append("\(indent)end")
    }

    /// A link; `color` recolours its line and label.
    mutating func link(_ from: Endpoint, _ to: Endpoint, label: String?, style: LinkStyle, color: String? = nil) {
        let (from, to) = (id(from), id(to))
        lines.append("\(indent)\(from) \(style.arrow(label)) \(to)")
        if let color {
            if let position = linkColors.firstIndex(where: { $0.color == color }) {
                linkColors[position].links.append(linkCount)
            } else {
                linkColors.append((color, [linkCount]))
            }
        }
        linkCount += 1
    }

    /// The chart, its styles last.
    var text: String {
        var all = lines
        for (position, entry) in classes.enumerated() {
            all.append("  classDef s\(position) \(entry.style)")
            all.append("  class \(entry.nodes.joined(separator: ",")) s\(position)")
        }
        for entry in linkColors {
            all.append("  linkStyle \(entry.links.map(String.init).joined(separator: ",")) stroke:\(entry.color),color:\(entry.color),stroke-width:2px")
        }
        return all.joined(separator: "\n") + "\n"
    }

    /// Text for a quoted Mermaid label: quotes and angle brackets as entity codes.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "#quot;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case "#": escaped += "#35;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
