import ViperaCore

/// A role whose components the team's modules have owned from outside the module: another
/// module's component or the app's stores each of them strongly (the app's router or wireframe
/// keeping its child wireframes, a coordinator its children). Nothing in the module must own
/// them then: a presenter holding its wireframe weakly is the team's design, not a module freed
/// at once. `vipera init` writes it (`lint.roles.owned_outside`), saying why.
public struct OwnedOutside: Sendable, Hashable {
    /// The role owned from outside its modules.
    public let role: Role
    /// How many of the modules with a presenter and a router have the router owned from outside.
    public let evidence: ModuleCount

    /// Why, e.g. `the Router is owned outside its module (stored by the app's or another
    /// module's component) in 4 of 4 modules: the team's rule`.
    public var reason: String {
        "the \(role) is owned outside its module (stored by the app's or another module's component) in \(evidence): the team's rule"
    }
}

/// Whether the team's routers are owned from outside their modules, read from the index the
/// ownership rules run on. Routers alone: they are what an app keeps in a tree (wireframes,
/// coordinators), while a stored interactor or view outside its module is a shared service or a
/// child screen, not the module's owner. Counted over the modules with a presenter and a router. As with `BoundaryHabits`, it is the team's rule when at
/// least `BoundaryHabits.minimumCrossing` modules, and more than half of those with a router, show
/// it, or every one of them does (two at least); test code aside.
enum RouterOwnership {
    /// The role learned, if the team's modules show it.
    static func learn(_ index: FactIndex) -> [OwnedOutside] {
        var routers: Set<String> = []
        var presenters: Set<String> = []
        var owned: Set<String> = []
        for info in index.typesInNameOrder where info.kind.isReference && !info.isTestCode {
            let holder = index.assignment(of: info.name)
            if let holder, let module = holder.module {
                if holder.role == .router { routers.insert(module) }
                if holder.role == .presenter { presenters.insert(module) }
            }
            let holderModule = holder?.module
            for property in info.storedProperties where property.ownership.owns {
                for target in property.typeNames.flatMap({ index.targets(of: $0) }) where target.role == .router {
                    guard let module = target.module, module != holderModule else { continue }
                    owned.insert(module)
                }
            }
        }
        // The modules whose presenter the matrix asks to own their router; the app's own router
        // (`AppWireframe`), the root of the tree, has no presenter.
        let modules = routers.intersection(presenters)
        let (count, total) = (owned.intersection(modules).count, modules.count)
        guard count >= BoundaryHabits.minimumCrossing || (count >= 2 && count == total), count * 2 > total else { return [] }
        return [OwnedOutside(role: .router, evidence: ModuleCount(count, of: total))]
    }
}
