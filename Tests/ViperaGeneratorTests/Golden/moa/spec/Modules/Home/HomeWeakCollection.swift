//
//  HomeWeakCollection.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Elements held weakly: one that is freed drops out. The Home module keeps its routables
/// in one and its wireframe the view controllers it presented, so neither owns them.
struct HomeWeakCollection<Element: AnyObject> {
    private struct Reference {
        weak var element: Element?
    }

    private var references: [Reference] = []

    /// The elements still alive, in the order they were added.
    var elements: [Element] {
        references.compactMap(\.element)
    }

    var isEmpty: Bool {
        elements.isEmpty
    }

    /// Adds `element`, forgetting those that were freed.
    mutating func append(_ element: Element) {
        references.removeAll { $0.element == nil }
        references.append(Reference(element: element))
    }
}
