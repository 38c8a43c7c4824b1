import ViperaCore

/// What UIKit (or AppKit) keeps alive for the code's views and view controllers without any
/// stored property of theirs showing it: the cells their table and collection views dequeue, the
/// views they add as subviews, the controllers they add as children (see `HierarchyInsertion`);
/// and for any object, the controllers shown by a navigation or tab bar controller it holds.
/// A controller owns its view and the view hierarchy under it, a view its subviews, a controller
/// its children, a navigation controller its root, as long as it lives: a strong reference from
/// such an object back to the view or controller that holds it (`FeedCell.controller`) closes a
/// cycle the code never breaks.
enum ViewHierarchy {
    /// The framework classes' name endings whose subclasses hold a view hierarchy or child
    /// controllers (`UITableViewCell`, `UIStackView`, `UIViewController`, `UINavigationController`,
    /// `NSView`); a data source or a fetched results controller is none of them.
    private static let containerSuffixes = [
        "View", "Cell", "ViewController", "NavigationController", "TabBarController", "Control", "Button", "Bar",
    ]

    /// One strong reference per class of the code that an instance of `info` (or one of its
    /// superclasses' code) dequeues or adds, when `info` is a view or a view controller, or keeps
    /// in a container it holds; labelled `FeedViewController (dequeues FeedCell)` and placed where
    /// it first happens.
    static func edges(of info: TypeInfo, _ index: FactIndex) -> [ReferenceGraph.Edge] {
        guard info.kind == .class else { return [] }
        let isView = isViewOrController(info.name, index)
        var seen: Set<String> = []
        return ReferenceGraph.superclassChain(of: info.name, index).flatMap(\.insertions).compactMap { insertion in
            guard insertion.type != info.name, isView || !insertion.kind.needsViewOrController, let held = index.types[insertion.type], held.kind == .class,
                !held.isTestCode,
                seen.insert(insertion.type).inserted
            else { return nil }
            return ReferenceGraph.Edge(
                from: info.name, to: insertion.type, label: "\(info.name) (\(insertion.kind.phrase(insertion.type)))", declarer: info.name,
                property: "", typeNames: [insertion.type], isClosure: false, isConstant: false, ownership: .strong, keepsAlive: true,
                isKeptByFramework: true, file: insertion.file, range: insertion.range,
                symbol: Symbol.key(module: index.module(of: info.name), info.name, insertion.type))
        }
    }

    /// Where `container` (or a superclass of it) first dequeues or adds an instance of `held`
    /// (or of a subclass of it), when it is a view or a view controller, or keeps one in a
    /// container it holds.
    static func insertion(of held: String, by container: String, _ index: FactIndex) -> (
        type: String, kind: HierarchyInsertion.Kind, file: String, range: SourceRange
    )? {
        let isView = isViewOrController(container, index)
        let kinds = [held] + index.referenceTypes(reaching: held).filter { $0 != held }
        return ReferenceGraph.superclassChain(of: container, index).lazy.compactMap { info in
            info.insertions.first { kinds.contains($0.type) && (isView || !$0.kind.needsViewOrController) }
        }.first
    }

    /// Whether `cycle` goes through what UIKit keeps and each of its stored references points
    /// forward (its holder creates what it holds): a view adding a view whose class creates a
    /// view of the first class (a filter row and the nested filters it shows) builds a tree of
    /// new instances, never a cycle.
    static func isTree(_ cycle: [ReferenceGraph.Edge], _ index: FactIndex) -> Bool {
        cycle.contains(where: \.isKeptByFramework) && cycle.allSatisfy { $0.isKeptByFramework || BackReferenceEvidence.pointsForward($0, index) }
    }

    /// Whether `name` inherits, through the code's classes, from a framework view or controller.
    static func isViewOrController(_ name: String, _ index: FactIndex) -> Bool {
        index.ancestors(of: name).contains { ancestor in
            guard index.types[ancestor]?.isDeclared != true, ancestor.count > 3, ancestor.hasPrefix("UI") || ancestor.hasPrefix("NS"),
                ancestor.dropFirst(2).first?.isUppercase == true
            else { return false }
            return containerSuffixes.contains { ancestor.hasSuffix($0) }
        }
    }
}
