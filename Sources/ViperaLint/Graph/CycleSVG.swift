import ViperaSupport

/// One reported cycle as a small SVG drawing for HTML reports: its classes stacked top to
/// bottom, an arrow down for each reference labelled with its property, and the reference back
/// to the first class running up on the right, past the labels. The reference to change is red and says so.
/// Text is monospaced so that widths can be computed without a font; nothing refers to an id,
/// so any number of drawings can share a page.
enum CycleSVG {
    private static let characterWidth = 7.2
    private static let boxHeight = 24.0
    private static let gap = 34.0
    private static let margin = 8.0

    /// The drawing of `steps` (the first is the reference to change); empty for no steps.
    static func render(_ steps: [CycleStep]) -> String {
        guard !steps.isEmpty else { return "" }
        let classes = steps.map(\.from)
        let boxWidth = Double(classes.map(\.count).max() ?? 0) * characterWidth + 16
        let captions = steps.enumerated().map { CycleDiagram.caption($1, isFirst: $0 == 0) }
        let centre = margin + boxWidth / 2
        let right = margin + boxWidth
        let downLabels = Double(captions.dropLast().map(\.count).max() ?? 0) * characterWidth
        let loopX = max(right + 20, centre + 8 + downLabels + 16)
        let width = loopX + 8 + Double(captions.last?.count ?? 0) * characterWidth + margin
        let height = margin * 2 + Double(classes.count) * boxHeight + Double(classes.count - 1) * gap
        func top(_ index: Int) -> Double { margin + Double(index) * (boxHeight + gap) }
        var parts: [String] = []
        for (index, name) in classes.enumerated() {
            parts.append(rect(x: margin, y: top(index), width: boxWidth))
            parts.append(text(name, x: centre, y: top(index) + 16, anchor: "middle", color: GraphStyle.text))
        }
        for index in 0..<(classes.count - 1) {
            let color = index == 0 ? GraphStyle.cycle : GraphStyle.line
            let (from, to) = (top(index) + boxHeight, top(index + 1))
            parts.append(line("M\(number(centre)) \(number(from)) V\(number(to - 6))", color: color, width: index == 0 ? 2 : 1.2))
            parts.append(arrowhead(x: centre, y: to, pointing: .down, color: color))
            parts.append(text(captions[index], x: centre + 8, y: (from + to) / 2 + 4, anchor: "start", color: color))
        }
        // The reference from the last class back to the first, on the right (a loop on its
        // right side for a class that holds itself).
        let last = classes.count - 1
        let (fromY, toY) = last == 0 ? (top(0) + 18, top(0) + 6) : (top(last) + boxHeight / 2, top(0) + boxHeight / 2)
        let color = last == 0 ? GraphStyle.cycle : GraphStyle.line
        parts.append(
            line(
                "M\(number(right)) \(number(fromY)) H\(number(loopX)) V\(number(toY)) H\(number(right + 6))",
                color: color, width: last == 0 ? 2 : 1.2))
        parts.append(arrowhead(x: right, y: toY, pointing: .left, color: color))
        parts.append(text(captions[last], x: loopX + 6, y: (fromY + toY) / 2 + 4, anchor: "start", color: color))
        let title = "Reference cycle: " + (classes + [classes[0]]).joined(separator: " → ")
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"cycle\" role=\"img\" width=\"\(number(width))\" height=\"\(number(height))\" "
            + "viewBox=\"0 0 \(number(width)) \(number(height))\"><title>\(XMLText.escaped(title))</title>\(parts.joined())</svg>"
    }

    private enum Direction { case down, left }

    private static func rect(x: Double, y: Double, width: Double) -> String {
        "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(boxHeight))\" rx=\"6\" "
            + "fill=\"\(GraphStyle.plainFill)\" stroke=\"\(GraphStyle.line)\"/>"
    }

    private static func text(_ content: String, x: Double, y: Double, anchor: String, color: String) -> String {
        "<text x=\"\(number(x))\" y=\"\(number(y))\" text-anchor=\"\(anchor)\" fill=\"\(color)\" "
            + "font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"12\">\(XMLText.escaped(content))</text>"
    }

    private static func line(_ path: String, color: String, width: Double) -> String {
        "<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(number(width))\"/>"
    }

    private static func arrowhead(x: Double, y: Double, pointing direction: Direction, color: String) -> String {
        let points =
            switch direction {
            case .down: "\(number(x)),\(number(y)) \(number(x - 5)),\(number(y - 8)) \(number(x + 5)),\(number(y - 8))"
            case .left: "\(number(x)),\(number(y)) \(number(x + 8)),\(number(y - 5)) \(number(x + 8)),\(number(y + 5))"
            }
        return "<polygon points=\"\(points)\" fill=\"\(color)\"/>"
    }

    /// `12`, `12.5`: short and locale-free.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
