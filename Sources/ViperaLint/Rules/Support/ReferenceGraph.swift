import ViperaCore
/// The strong references between the codebase's classes and actors: stored properties (a
/// protocol-typed one points at every conforming class) and closures stored in properties that
/// capture `self` strongly.
struct ReferenceGraph {
    /// One strong reference from an instance of `from` to one of `to`.
    struct Edge {
        let from: String
        let to: String
        /// `Type.property`, or `Type.property = { self … }` for a closure.
        let label: String
        /// Whether the reference is a closure capturing `self`.
        let isClosure: Bool
        let file: String
        let range: SourceRange
        let symbol: String
    }

    /// Outgoing edges by node, each list in label order.
    private(set) var edges: [String: [Edge]] = [:]

    init(_ index: FactIndex) {
        for info in index.types.values where info.kind.isReference {
            for (declarer, property) in Self.storedProperties(of: info.name, index) where property.ownership.owns {
                let targets = Set(property.typeNames.flatMap { index.referenceTypes(reaching: $0) })
                for target in targets where target != info.name {
                    add(Edge(from: info.name, to: target, label: "\(declarer.name).\(property.name)", isClosure: false,
                             file: declarer.primaryFact.file, range: property.range,
                             symbol: Symbol.key(module: index.module(of: declarer.name), declarer.name, property.name)))
                }
                if let closure = property.storedClosure, closure.capturesSelfStrongly {
                    add(closureEdge(from: info.name, to: info.name, holder: declarer.name, property: property.name, closure, index))
                }
            }
            for assignment in info.facts.flatMap(\.closureAssignments) where assignment.closure.capturesSelfStrongly {
                for holder in Self.holders(of: assignment, in: info, index) {
                    add(closureEdge(from: holder, to: info.name, holder: holder, property: assignment.property, assignment.closure, index))
                }
            }
        }
        for key in edges.keys { edges[key]?.sort { ($0.label, $0.to) < ($1.label, $1.to) } }
    }

    private mutating func add(_ edge: Edge) {
        edges[edge.from, default: []].append(edge)
    }

    private func closureEdge(from: String, to: String, holder: String, property: String, _ closure: ClosureFact, _ index: FactIndex) -> Edge {
        Edge(from: from, to: to, label: "\(holder).\(property) = { self … }", isClosure: true,
             file: closure.file, range: closure.range,
             symbol: Symbol.key(module: index.module(of: to), to, property))
    }

    /// The stored instance properties of `name` and its superclasses, with their declaring type.
    static func storedProperties(of name: String, _ index: FactIndex) -> [(TypeInfo, PropertyFact)] {
        var result: [(TypeInfo, PropertyFact)] = []
        var current = index.types[name]
        var seen: Set<String> = []
        while let info = current, seen.insert(info.name).inserted {
            result += info.storedProperties.map { (info, $0) }
            current = info.inherited.first.flatMap { index.types[$0] }.flatMap { $0.kind == .class ? $0 : nil }
        }
        return result
    }

    /// The classes whose property `assignment.property` receives the closure: `self`'s own, or
    /// those a stored property of `owner` may point at.
    private static func holders(of assignment: ClosureAssignment, in owner: TypeInfo, _ index: FactIndex) -> [String] {
        let candidates: [String]
        if let base = assignment.base {
            let baseTypes = storedProperties(of: owner.name, index).filter { $0.1.name == base && $0.1.ownership.owns }
            candidates = baseTypes.flatMap { $0.1.typeNames.flatMap { index.referenceTypes(reaching: $0) } }
        } else {
            candidates = [owner.name]
        }
        return Set(candidates).sorted().filter { candidate in
            storedProperties(of: candidate, index).contains { $0.1.name == assignment.property && $0.1.isFunction }
        }
    }
}

private func < (lhs: (String, String), rhs: (String, String)) -> Bool {
    lhs.0 != rhs.0 ? lhs.0 < rhs.0 : lhs.1 < rhs.1
}
