import ViperaCore

/// The roles level's folding of UIKit and AppKit views: the custom labels, buttons, cells and
/// views a module's classes hold (mostly outlets) are drawn as one node per module, `<Module>
/// views`, with one reference from each holder and one back to each class they point at, so a
/// large app's picture shows its classes rather than its widgets. A view in a reported cycle
/// stays drawn.
enum ViewFolding {
    /// The endings of the framework's view classes (`UILabel`, `UITableViewCell`, `NSButton`…),
    /// view controllers aside.
    private static let viewEndings = ["View", "Cell", "Control", "Button", "Label", "Field", "Bar", "Switch", "Slider", "Indicator", "Picker"]

    /// Whether `name` inherits from a UIKit or AppKit view class and is in no module (a
    /// `ProfileHeaderView` is named like a View, but no module's).
    static func isFrameworkView(_ name: String, in index: FactIndex) -> Bool {
        guard index.module(of: name).map(index.modules.contains) != true else { return false }
        return index.ancestors(of: name).contains { ancestor in
            (ancestor.hasPrefix("UI") || ancestor.hasPrefix("NS")) && viewEndings.contains { ancestor.hasSuffix($0) }
        }
    }

    /// `graph` with its views folded.
    static func folded(_ graph: ArchitectureGraph) -> ArchitectureGraph {
        let folds = folds(in: graph)
        guard !folds.isEmpty else { return graph }
        var components = graph.components.filter { folds[$0.name] == nil }
        for node in Set(folds.values) {
            let first = graph.components.first { folds[$0.name] == node }!
            components.append(GraphComponent(name: node.name, module: node.module, role: nil, file: first.file, line: first.line))
        }
        var grouped: [FoldedKey: [GraphReference]] = [:]
        var references: [GraphReference] = []
        for reference in graph.references {
            let (from, to) = (folds[reference.from]?.name ?? reference.from, folds[reference.to]?.name ?? reference.to)
            if from == reference.from && to == reference.to {
                references.append(reference)
            } else if from != to {
                grouped[FoldedKey(from: from, to: to, intoFold: folds[reference.to] != nil), default: []].append(reference)
            }
        }
        references += grouped.map { key, folded in
            GraphReference(
                folding: folded, from: key.from, to: key.to, property: counted(folded.count, key.intoFold ? "view" : "reference"))
        }
        return ArchitectureGraph(
            profile: graph.profile, components: components, references: references, routes: graph.routes, cycles: graph.cycles,
            focus: graph.focus)
    }

    /// The node each folded view goes into: that of its holders' first module (by name), or
    /// `views` when they are in none; views held by folded views join their holder's node.
    private static func folds(in graph: ArchitectureGraph) -> [String: FoldNode] {
        let inCycle = Set(graph.cycles.flatMap(\.classes))
        func foldable(_ name: String) -> Bool { graph.component(name)?.isView == true && !inCycle.contains(name) }
        var holders: [String: Set<String>] = [:]
        for reference in graph.references where foldable(reference.to) {
            guard let holder = graph.component(reference.from), !holder.isView else { continue }
            holders[reference.to, default: []].insert(holder.module ?? "")
        }
        var folds = holders.mapValues { FoldNode(module: $0.min().flatMap { $0.isEmpty ? nil : $0 }) }
        var changed = true
        while changed {
            changed = false
            for reference in graph.references where folds[reference.to] == nil && foldable(reference.to) {
                guard let node = folds[reference.from] else { continue }
                folds[reference.to] = node
                changed = true
            }
        }
        return folds
    }

    /// The node a module's views fold into.
    private struct FoldNode: Hashable {
        let module: String?
        var name: String { module.map { "\($0) views" } ?? "views" }
    }

    private struct FoldedKey: Hashable {
        let from: String
        let to: String
        let intoFold: Bool
    }
}
