import ViperaCore

/// A class's direct conformances to role protocols, for the naming rules.
struct RoleConformance {
    let type: TypeInfo
    /// The role protocols it conforms to directly, in name order, with their assignments.
    let protocols: [(name: String, assignment: RoleAssignment)]

    /// Classes and actors that conform directly to at least one role protocol, test code aside.
    /// A role's output (`LoginPresenterOutput`) adopted by a class of another role is no name to
    /// follow: the role receiving that output adopts it (see `receivesOutput`).
    static func all(in index: FactIndex) -> [RoleConformance] {
        index.typesInNameOrder.compactMap { info in
            guard info.kind.isReference, !info.isTestCode else { return nil }
            let protocols = Set(info.inherited).sorted().compactMap { name -> (String, RoleAssignment)? in
                guard index.types[name]?.kind == .protocol, let assignment = index.roleProtocolAssignment(name),
                    !receivesOutput(name, of: assignment.role, info, in: index)
                else {
                    return nil
                }
                return (name, assignment)
            }
            return protocols.isEmpty ? nil : RoleConformance(type: info, protocols: protocols)
        }
    }

    /// Whether `protocolName` is what `role` hands on, `<M><Role>` followed by a delegate suffix
    /// of the profile (`LoginPresenterOutput`, named so by the team, not by a convention in
    /// force), and `info` plays another role by its own name or its framework superclass: the
    /// view controller adopting its presenter's output (`LoginViewController: UIViewController,
    /// LoginPresenterOutput`) receives it and is named for its own role.
    static func receivesOutput(_ protocolName: String, of role: Role, _ info: TypeInfo, in index: FactIndex) -> Bool {
        let profile = index.profile
        guard profile.protocolForm(of: protocolName) == nil, let match = profile.match(protocolName, suffixes: profile.delegateSuffixes),
            !match.suffix.isEmpty, match.role == role
        else { return false }
        let ownRole =
            profile.match(info.simpleName)?.role
            ?? index.ancestors(of: info.name).filter { profile.frameworkTypeRoles[$0] != nil }.min().flatMap { profile.frameworkTypeRoles[$0] }
        return ownRole.map { $0 != role } ?? false
    }

    /// Whether the class's name is `<Module><Variant><Role>` for one of its role protocols, or
    /// `<Module><Variant><Role><Suffix>` for a default-implementation suffix in force (`Impl`),
    /// or `<Module><Variant><implementation>` for the implementation name the team's majority
    /// gives the protocol's role (learned), or the protocol's name followed by a variant (`LoginRouterIpad`, a test's
    /// `LoginInteractorDelegateSpy`) other than an implementation suffix not in force, or after one
    /// (`YahooWeatherService` for `WeatherService`); the variant may come before the module too
    /// where the module's own class is there (`PhoneCartRouter` beside `CartRouter`); a type
    /// prefix in force may precede the module (`SMLoginPresenter`).
    func followsPattern(in index: FactIndex) -> Bool {
        let profile = index.profile
        // A variant before the module's name names a variant of the module's own class.
        let isImplemented = { (name: String) in index.types[name]?.kind.isReference == true }
        let name = profile.typePrefixes.first { type.name.hasPrefix($0) }.map { String(type.name.dropFirst($0.count)) }
        let variantOfProtocol = protocols.contains { protocolName, _ in
            // A variant before the protocol's name (`YahooWeatherService: WeatherService`).
            if Self.hasVariant(type.name, before: protocolName, profile) { return true }
            guard type.name.hasPrefix(protocolName), type.name.count > protocolName.count else { return false }
            let variant = type.name.dropFirst(protocolName.count)
            return variant.first?.isUppercase == true && !Self.implementationSuffixes.contains { $0 == variant && !profile.implementationSuffixes.contains($0) }
        }
        let learned = protocols.flatMap { protocolName, _ in profile.learnedNamings(ofProtocol: protocolName) }.contains { learned in
            guard let implementation = learned.naming.implementationSuffix else { return false }
            // The variant after the module's name, or before it (`PhoneCartRouter`).
            return [type.name, name].compactMap { $0 }.contains {
                ($0.hasPrefix(learned.module)
                    || (Self.hasVariant($0, before: learned.module + implementation, profile) && isImplemented(learned.module + implementation)))
                    && $0.hasSuffix(implementation)
            }
        }
        return variantOfProtocol || learned || namedForFramework(in: index)
            || protocols.contains { _, assignment in
                guard let module = assignment.module else { return false }
                let names = profile.definition(of: assignment.role)?.names ?? [assignment.role.rawValue]
                let implementations: [String] = names.map { module + $0 }
                return [type.name, name].compactMap { $0 }.contains { (candidate: String) -> Bool in
                    let startsOrEndsWithModule =
                        candidate.hasPrefix(module) || implementations.contains { Self.hasVariant(candidate, before: $0, profile) && isImplemented($0) }
                    return startsOrEndsWithModule
                        && names.contains { roleName in
                            ([""] + profile.implementationSuffixes).contains { suffix in
                                candidate.hasSuffix(roleName + suffix) && candidate.count >= module.count + roleName.count + suffix.count
                            }
                        }
                }
            }
    }

    /// Whether the class is named `…<Module>…<Word>`, `<Word>` the last word of a framework
    /// superclass that plays the role of the protocol of `<Module>` it conforms to: a
    /// `MoviesController: UICollectionViewController` conforming to `MoviesViewProtocol` is
    /// named for what it is, as a `GroceryTabBarController: UITabBarController` conforming to
    /// `TabBarView` is.
    private func namedForFramework(in index: FactIndex) -> Bool {
        let ancestors = index.ancestors(of: type.name)
        return protocols.contains { _, assignment in
            guard let module = assignment.module, !module.isEmpty, type.name.count > module.count, type.name.contains(module) else { return false }
            return ancestors.contains { ancestor in
                guard index.profile.frameworkTypeRoles[ancestor] == assignment.role, let word = NameWords.words(ancestor).last else { return false }
                return type.name.count >= module.count + word.count && type.name.hasSuffix(word)
            }
        }
    }

    /// Whether `name` is `named` after a variant other than the default-implementation marker:
    /// `PhoneCartRouter` for `CartRouter`, not `DefaultCartRouter`.
    private static func hasVariant(_ name: String, before named: String, _ profile: Profile) -> Bool {
        name.count > named.count && name.hasSuffix(named) && !name.dropLast(named.count).contains(profile.defaultImplementationMarker)
    }

    /// Suffixes that mark a class as the default implementation of what it conforms to.
    static let implementationSuffixes = ["Impl", "Implementation"]

    /// Whether the name says it is a default implementation: it has the profile's marker
    /// (`Default`) or ends with `Impl` / `Implementation`.
    func looksLikeDefaultImplementation(_ profile: Profile) -> Bool {
        type.name.contains(profile.defaultImplementationMarker) || Self.implementationSuffixes.contains { type.name.hasSuffix($0) }
    }

    /// `<Module>Default<Role>` for the first role protocol, or `<Module><Role>Impl` when the
    /// conventions in force name default implementations with a suffix.
    func defaultName(_ profile: Profile) -> String {
        let assignment = protocols[0].assignment
        let module = assignment.module ?? ""
        if profile.usesDefaultMarker { return "\(module)\(profile.defaultImplementationMarker)\(assignment.role)" }
        return "\(module)\(assignment.role)\(profile.implementationSuffixes[0])"
    }

    /// A finding of `rule` at the class's name.
    func finding(of rule: any Rule.Type, _ message: String) -> Finding {
        let fact = type.primaryFact
        return rule.finding(message, file: fact.file, range: fact.range, symbol: Symbol.key(module: protocols[0].assignment.module, type.name))
    }
}
