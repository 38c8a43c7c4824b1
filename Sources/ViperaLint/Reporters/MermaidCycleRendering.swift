/// Draws a cycle finding (one of a rule in the `cycle` category) as a Mermaid diagram for the
/// Markdown report, which shows it in a `mermaid` code block under the finding.
///
/// `MarkdownReporter(cycleRenderer:)` takes one; `MarkdownReporter()` shows cycles as text only.
public protocol MermaidCycleRendering: Sendable {
    /// The Mermaid source drawing `cycle` (without the code fence), or `nil` to draw nothing.
    func mermaid(for cycle: Finding) -> String?
}
