/// A route from one module to another: a component of a routing role (a router, a wireframe;
/// see `Profile.routingRoles`) names a type of the other module, the way a router builds the
/// next module to show it.
public struct ModuleRoute: Hashable, Sendable {
    /// One place that makes the route: `router` names `target`.
    public struct Mention: Hashable, Sendable {
        /// The routing component.
        public let router: String
        /// The type of the other module it names (its builder, view controller…).
        public let target: String
        /// The component drawn for `target`: the type itself or a class conforming to it;
        /// `nil` when the graph draws neither.
        public let targetComponent: String?
        /// The first mention.
        public let file: String
        public let line: Int
    }

    public let from: String
    public let to: String
    /// What makes the route, in router then target order.
    public let mentions: [Mention]

    /// The routes between the modules of `components`, in (from, to) order.
    static func all(in index: FactIndex, components: [String: GraphComponent]) -> [ModuleRoute] {
        let routing = Set(index.profile.routingRoles)
        let modules = Set(components.values.compactMap(\.module))
        var mentions: [Pair: [Mention]] = [:]
        for component in components.values.sorted(by: { $0.name < $1.name }) {
            guard let module = component.module, let role = component.role, routing.contains(role),
                let info = index.types[component.name]
            else { continue }
            // Where each name is first mentioned: the declaration comes before the extensions.
            var first: [String: (file: String, line: Int)] = [:]
            for fact in info.facts {
                for (name, range) in fact.mentionedNames where first[name] == nil {
                    first[name] = (fact.file, range.start.line)
                }
            }
            for (target, place) in first.sorted(by: { $0.key < $1.key }) {
                guard let other = index.assignment(of: target)?.module, other != module, modules.contains(other) else { continue }
                let drawn =
                    components[target].map(\.name)
                    ?? index.referenceTypes(reaching: target).first { components[$0]?.module == other }
                mentions[Pair(from: module, to: other), default: []].append(
                    Mention(router: component.name, target: target, targetComponent: drawn, file: place.file, line: place.line)
                )
            }
        }
        return mentions.keys.sorted().map { ModuleRoute(from: $0.from, to: $0.to, mentions: mentions[$0]!) }
    }

    private struct Pair: Hashable, Comparable {
        let from: String
        let to: String

        static func < (lhs: Pair, rhs: Pair) -> Bool {
            lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
        }
    }
}
