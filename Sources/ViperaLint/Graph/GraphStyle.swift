import ViperaCore

/// The look every drawn format shares: colours, and the words on nodes and edges.
enum GraphStyle {
    /// Reported cycles.
    static let cycle = "#cf222e"
    /// Routes between modules.
    static let route = "#0969da"
    /// References and borders.
    static let line = "#57606a"
    /// Names.
    static let text = "#1f2328"
    /// Module clusters' borders.
    static let cluster = "#8c959f"
    /// Components without a role.
    static let plainFill = "#ffffff"
    /// Fills for the profile's roles, in its order (repeating past the sixth).
    private static let roleFills = ["#ddf4ff", "#dafbe1", "#fff8c5", "#fbefff", "#fff1e5", "#eaeef2"]

    /// The fill of a component of `role`.
    static func fill(of role: Role?, in profile: Profile) -> String {
        guard let role, let position = profile.roles.firstIndex(where: { $0.role == role }) else { return plainFill }
        return roleFills[position % roleFills.count]
    }

    /// A reference's caption: the property's name, with how it is held when it is not strong
    /// (`weak delegate`), or the closure stored in it (`onChange = { self … }`).
    static func caption(property: String, ownership: Ownership, isClosure: Bool) -> String {
        if isClosure { return "\(property) = { self … }" }
        return ownership == .strong ? property : "\(ownership.rawValue) \(property)"
    }

    /// What breaks a cycle at a reference: making it weak, or capturing `self` weakly in the
    /// closure.
    static func fix(isClosure: Bool) -> String {
        isClosure ? "capture [weak self]" : "make weak"
    }

    /// What a reported cycle asks to change on `reference`, if anything.
    static func change(_ reference: GraphReference) -> String? {
        reference.isToChange ? fix(isClosure: reference.isClosure) : nil
    }

    /// The edge's caption, with what to change on it: `view (make weak)`.
    static func caption(_ reference: GraphReference) -> String {
        change(reference).map { "\(reference.caption) (\($0))" } ?? reference.caption
    }

    /// The shortest prefix of each role's name that no other role of the profile starts with
    /// (`V`, `I`, `P` for VIPER; `Bui` and `Bus` for the Builder and the BusinessController).
    static func abbreviations(in profile: Profile) -> [Role: String] {
        let names = profile.roles.map(\.role.rawValue)
        var result: [Role: String] = [:]
        for definition in profile.roles {
            let name = definition.role.rawValue
            let others = names.filter { $0 != name }
            let length = (1...name.count).first { length in !others.contains { $0.hasPrefix(name.prefix(length)) } } ?? name.count
            result[definition.role] = String(name.prefix(length))
        }
        return result
    }

    /// `View · Presenter · Router`.
    static func roles(of module: GraphModule) -> String {
        module.roles.map(\.rawValue).joined(separator: " · ")
    }

    /// The labels of a link's references, at most `limit` of them, then how many more.
    static func labels(of link: ModuleGraph.Link, limit: Int = 3) -> [String] {
        let labels = link.references.map { reference in
            change(reference).map { "\(reference.label) (\($0))" } ?? reference.label
        }
        return Array(labels.prefix(limit)) + (labels.count > limit ? ["+\(labels.count - limit) more"] : [])
    }

    /// One mention per router of `route`, one edge each: the first that names a drawn component.
    static func routers(of route: ModuleRoute) -> [ModuleRoute.Mention] {
        let byRouter = Dictionary(grouping: route.mentions, by: \.router)
        return byRouter.keys.sorted().map { router in
            let mentions = byRouter[router]!
            return mentions.first { $0.targetComponent != nil } ?? mentions[0]
        }
    }
}
