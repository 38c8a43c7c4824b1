import ViperaCore

/// The strong references between the codebase's classes and actors: stored properties (a
/// protocol-typed one points at every conforming class, see `classes(heldBy:)`), including what
/// a stored struct holds (see `ValueContents`), and closures stored in properties that capture
/// `self` strongly (see `ClosureHolders`), and what UIKit keeps for the code's views and view
/// controllers (see `ViewHierarchy`). With `.all`, also the `weak` and `unowned` stored
/// references, read the same way (what `vipera graph` draws).
struct ReferenceGraph {
    /// Which stored references become edges.
    enum Scope {
        /// Those that keep their target alive: what a reference cycle is made of.
        case strong
        /// Every stored reference, `weak` and `unowned` ones too.
        case all
    }

    /// One strong reference from an instance of `from` to one of `to`.
    struct Edge {
        let from: String
        let to: String
        /// `Type.property`, or `Type.property = { self … }` for a closure.
        let label: String
        /// The class declaring the property: `from` or a superclass of it (`from` for a closure).
        let declarer: String
        /// The property's name.
        let property: String
        /// The property's declared type names (none for a closure).
        let typeNames: [String]
        /// Whether the reference is a closure capturing `self`.
        let isClosure: Bool
        /// Whether the reference is a `let`, set while its holder is initialised (or sits in a
        /// `let` struct): a cycle of such references cannot be built.
        let isConstant: Bool
        /// How the property is declared (`strong` for a closure).
        let ownership: Ownership
        /// Whether it keeps its target alive: a strong reference, an outlet (see
        /// `PropertyFact.keepsAlive`) or a closure.
        let keepsAlive: Bool
        /// How a subscription holds `self` where no closure literal does (see `HeldSelf`).
        var heldSelf: HeldSelf? = nil
        /// Whether the closure is an endless task's body (see `ClosureFact.isTaskBody`).
        var isTaskBody = false
        /// Whether UIKit keeps the target for the holder, no property of the code (a cell it
        /// dequeues, a view or a child it adds; see `ViewHierarchy`): nothing to make weak.
        var isKeptByFramework = false
        /// Whether the property holds a collection of its targets (or of values holding them; see
        /// `PropertyFact.isCollection`), which cannot be made weak.
        var isCollection = false
        let file: String
        let range: SourceRange
        let symbol: String
    }

    /// Outgoing edges by node, each list in label order.
    private(set) var edges: [String: [Edge]] = [:]

    init(_ index: FactIndex, scope: Scope = .strong) {
        var values = ValueContents()
        for info in index.types.values where info.kind.isReference && !info.isTestCode {
            // A property released after first use (`defer { x = nil }`) keeps nothing alive for
            // long; a SwiftData model's is only a fault.
            for (declarer, property) in Self.storedProperties(of: info.name, index)
            where scope == .all || (property.keepsAlive && !declarer.isReleasedAfterUse(property) && !declarer.isPersistentModel) {
                let symbol = Symbol.key(module: index.module(of: declarer.name), declarer.name, property.name)
                for target in index.classes(heldBy: property, declaredIn: declarer, holder: info.name)
                where target != info.name && (scope == .all || Self.keeps(target, by: property, index)) {
                    add(
                        Edge(
                            from: info.name, to: target, label: "\(declarer.name).\(property.name)", declarer: declarer.name,
                            property: property.name, typeNames: property.typeNames, isClosure: false, isConstant: property.isConstant,
                            ownership: property.ownership, keepsAlive: property.keepsAlive, isCollection: property.isCollection,
                            file: declarer.file, range: property.range, symbol: symbol))
                }
                // What a stored struct holds is reported on the class's property that stores it.
                guard property.keepsAlive else { continue }
                for inner in property.typeNames.flatMap({ values.references(inValueOf: $0, index) }) {
                    for target in index.classes(heldBy: inner.property, declaredIn: inner.declarer, holder: info.name) where target != info.name {
                        add(
                            Edge(
                                from: info.name, to: target, label: "\(declarer.name).\(property.name).\(inner.path)", declarer: declarer.name,
                                property: inner.property.name, typeNames: inner.property.typeNames, isClosure: false,
                                isConstant: property.isConstant || inner.property.isConstant,
                                ownership: inner.property.ownership, keepsAlive: inner.property.keepsAlive,
                                isCollection: property.isCollection || inner.property.isCollection, file: declarer.file, range: property.range,
                                symbol: symbol))
                    }
                }
                if let closure = property.storedClosure, closure.capturesSelfStrongly {
                    add(
                        closureEdge(
                            from: info.name, to: info.name, label: "\(declarer.name).\(property.name) = { self … }", property: property.name, closure, index))
                }
            }
            for stored in ClosureHolders(of: info, index).all {
                add(closureEdge(from: stored.holder, to: info.name, label: stored.label, property: stored.property, stored.closure, index))
            }
            if scope == .strong {
                for edge in ViewHierarchy.edges(of: info, index) { add(edge) }
            }
        }
        for key in edges.keys { edges[key]?.sort { ($0.label, $0.to) < ($1.label, $1.to) } }
    }

    /// The view controllers an outlet may point at. A weak outlet keeps a view alive through the
    /// view hierarchy; one to a view controller (a view's `@IBOutlet weak var delegate`, which
    /// Interface Builder connects to the screen's controller) keeps nothing alive.
    private static let viewControllers = ["UIViewController", "NSViewController"]

    /// Whether `property` keeps `target` alive: a strong reference keeps anything, a weak outlet
    /// only what is no view controller.
    private static func keeps(_ target: String, by property: PropertyFact, _ index: FactIndex) -> Bool {
        property.ownership.owns || !viewControllers.contains { target == $0 || index.inherits(target, from: $0) }
    }

    private mutating func add(_ edge: Edge) {
        edges[edge.from, default: []].append(edge)
    }

    private func closureEdge(from: String, to: String, label: String, property: String, _ closure: ClosureFact, _ index: FactIndex) -> Edge {
        Edge(
            from: from, to: to, label: label, declarer: from,
            property: property, typeNames: [], isClosure: true, isConstant: false, ownership: .strong, keepsAlive: true,
            heldSelf: closure.heldSelf, isTaskBody: closure.isTaskBody, file: closure.file, range: closure.range,
            symbol: Symbol.key(module: index.module(of: to), to, property))
    }

    /// The stored instance properties of `name` and its superclasses, with their declaring type;
    /// a property whose type is a generic parameter holds what it stands for in `name` (see
    /// `GenericSubstitution`).
    static func storedProperties(of name: String, _ index: FactIndex) -> [(TypeInfo, PropertyFact)] {
        let chain = superclassChain(of: name, index)
        guard let first = chain.first else { return [] }
        var substitution = GenericSubstitution(of: first)
        var result: [(TypeInfo, PropertyFact)] = []
        for (position, info) in chain.enumerated() {
            if position > 0 { substitution = substitution.forSuperclass(info, of: chain[position - 1]) }
            result += info.storedProperties.map { (info, substitution.applied(to: $0)) }
        }
        return result
    }

    /// `name`'s type and its superclasses declared in the checked files, nearest first.
    static func superclassChain(of name: String, _ index: FactIndex) -> [TypeInfo] {
        var result: [TypeInfo] = []
        var current = index.types[name]
        var seen: Set<String> = []
        while let info = current, seen.insert(info.name).inserted {
            result.append(info)
            current = info.inherited.first.flatMap { index.types[$0] }.flatMap { $0.kind == .class ? $0 : nil }
        }
        return result
    }
}

private func < (lhs: (String, String), rhs: (String, String)) -> Bool {
    lhs.0 != rhs.0 ? lhs.0 < rhs.0 : lhs.1 < rhs.1
}
