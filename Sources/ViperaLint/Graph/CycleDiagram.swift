/// One reported cycle drawn on its own, for reports that embed it: its classes in order, each
/// reference labelled with its property, the one to change marked in red.
public enum CycleDiagram {
    /// A Mermaid flowchart of `finding`'s cycle (for Markdown reports); `nil` when the finding
    /// reports no cycle.
    public static func mermaid(for finding: Finding) -> String? {
        finding.cycle.isEmpty ? nil : mermaid(finding.cycle)
    }

    /// A Mermaid flowchart of the cycle `steps`, the first step being the one to change.
    public static func mermaid(_ steps: [CycleStep]) -> String {
        var chart = MermaidChart(direction: "LR")
        for step in steps {
            chart.node(step.from, markup: MermaidChart.escaped(step.from), fill: GraphStyle.plainFill, stroke: GraphStyle.line)
        }
        for (position, step) in steps.enumerated() {
            chart.link(
                .node(step.from), .node(step.to), label: caption(step, isFirst: position == 0), style: .solid,
                color: position == 0 ? GraphStyle.cycle : nil)
        }
        return chart.text
    }

    /// `view (make weak)` for the step to change, `presenter` for the others; a closure is
    /// `onChange = { self … }`.
    static func caption(_ step: CycleStep, isFirst: Bool) -> String {
        let text = GraphStyle.caption(property: step.property, ownership: .strong, isClosure: step.isClosure)
        return isFirst ? "\(text) (\(GraphStyle.fix(isClosure: step.isClosure)))" : text
    }
}
