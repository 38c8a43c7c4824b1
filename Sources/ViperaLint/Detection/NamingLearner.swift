import Foundation
import ViperaCore

/// Learns how a codebase names each role from its own modules, by majority: which protocol a
/// role's class conforms to (`<M>RouterInterface`), what the class is called (`<M>Router`), the
/// file the protocol is in and the folder the class is in.
///
/// A module is a name prefix with classes conforming to at least two of its own role protocols
/// (`<M>…`), test code aside. A codebase with fewer than `minimumModules` such modules has no
/// naming to learn: the built-in conventions nearest to its names are used instead. A pattern
/// is learned when at least `minimumFollowing` modules, and more than half of those it is
/// counted over, follow it: the two modules of a small app agreeing on `<M>ViewControllerProtocol`
/// are its naming, where one module of three naming it otherwise is the outlier.
///
/// A repository holding several apps side by side (each below its own project) is one team's
/// naming only where the apps agree: an app whose own modules name a role's class or file
/// otherwise, by their own majority, keeps that naming beside the repository's, so that one
/// app's consistent choice is not read as a deviation from another app's.
enum NamingLearner {
    /// The fewest modules a codebase needs to learn its naming from.
    static let minimumModules = 2
    /// The fewest modules that must follow a pattern for it to be learned.
    static let minimumFollowing = 2

    /// One class conforming to a role protocol of its module.
    private struct Conformance {
        /// The project folder of the app the class is in (see `AppFolders`).
        let app: String
        let module: String
        let protocolSuffix: String
        let declaredBy: Role
        let role: Role
        let implementationSuffix: String
        let fileSuffix: String?
        let folder: String?
    }

    /// The naming `files` (paths relative to the root, with their declarations) show for the
    /// roles of `profile`, most modules' roles first; empty for a codebase too small to learn from.
    /// `app` gives the project folder of a path: each app's own majorities are kept beside the
    /// repository's.
    static func learn(
        _ files: [(path: String, declarations: [DeclaredName])], profile: Profile, app: (String) -> String = { _ in "" }
    ) -> [RoleNaming] {
        let conformances = self.conformances(files.filter { !TestCode.isTestPath($0.path) }, profile: profile, app: app)
        var slotsByModule: [String: Set<String>] = [:]
        for conformance in conformances { slotsByModule[conformance.module, default: []].insert(conformance.protocolSuffix) }
        let modules = Set(slotsByModule.filter { $0.value.count >= 2 }.keys)
        guard modules.count >= minimumModules else { return [] }
        let bySlot = Dictionary(grouping: conformances.filter { modules.contains($0.module) }, by: \.protocolSuffix)
        let learned = bySlot.flatMap { suffix, members -> [RoleNaming] in
            let slotModules = Set(members.map(\.module))
            guard slotModules.count >= minimumFollowing, slotModules.count * 2 > modules.count,
                let role = majority(members.map { (module: $0.module, value: $0.role) }, over: slotModules.count)?.value
            else { return [] }
            let repository = naming(of: members, role: role, suffix: suffix, modules: modules.count)
            let apps = Dictionary(grouping: members, by: \.app).filter { $0.value.count < members.count }
            let ownNamings = apps.keys.sorted().compactMap { app -> RoleNaming? in
                let appModules = Set(conformances.filter { $0.app == app && modules.contains($0.module) }.map(\.module)).count
                let own = naming(of: apps[app] ?? [], role: role, suffix: suffix, modules: appModules)
                let differs =
                    (own.implementationSuffix != nil && own.implementationSuffix != repository.implementationSuffix)
                    || (own.fileSuffix != nil && own.fileSuffix != repository.fileSuffix)
                return differs ? own : nil
            }
            return [repository] + ownNamings
        }
        let order = profile.roles.map(\.role)
        // Stable: each slot's repository-wide naming before its apps' own.
        return learned.enumerated().sorted {
            let (left, right) = (order.firstIndex(of: $0.element.role) ?? order.count, order.firstIndex(of: $1.element.role) ?? order.count)
            if left != right { return left < right }
            return $0.element.protocolSuffix != $1.element.protocolSuffix ? $0.element.protocolSuffix < $1.element.protocolSuffix : $0.offset < $1.offset
        }.map(\.element)
    }

    /// How `members`, the conformances of one protocol slot in `modules` modules, name the
    /// implementation, the file and the folder, by majority.
    private static func naming(of members: [Conformance], role: Role, suffix: String, modules: Int) -> RoleNaming {
        let slotModules = Set(members.map(\.module))
        let implementation = majority(members.map { (module: $0.module, value: $0.implementationSuffix) }, over: slotModules.count)
        let file = majority(members.compactMap { member in member.fileSuffix.map { (module: member.module, value: $0) } }, over: slotModules.count)
        let folder = majority(members.compactMap { member in member.folder.map { (module: member.module, value: $0) } }, over: slotModules.count)
        return RoleNaming(
            role: role, declaredBy: members[0].declaredBy, protocolSuffix: suffix,
            protocolEvidence: ModuleCount(slotModules.count, of: max(modules, slotModules.count)),
            implementationSuffix: implementation?.value, implementationEvidence: implementation.map { ModuleCount($0.count, of: slotModules.count) },
            fileSuffix: file?.value, folder: folder?.value)
    }

    /// The value most modules show, with how many show it, when at least `minimumFollowing`
    /// and more than half of `total` do; ties go to the first in name order.
    private static func majority<Value: Hashable & Comparable>(_ votes: [(module: String, value: Value)], over total: Int) -> (value: Value, count: Int)? {
        var modules: [Value: Set<String>] = [:]
        for vote in votes { modules[vote.value, default: []].insert(vote.module) }
        let best = modules.max { $0.value.count != $1.value.count ? $0.value.count < $1.value.count : $0.key > $1.key }
        guard let best, best.value.count >= minimumFollowing, best.value.count * 2 > total else { return nil }
        return (best.key, best.value.count)
    }

    /// Classes (and their extensions) conforming to a protocol declared in `files` that is
    /// `<M><role…>` for a class named `<M>…`, test doubles aside.
    private static func conformances(_ files: [(path: String, declarations: [DeclaredName])], profile: Profile, app: (String) -> String) -> [Conformance] {
        var protocolFiles: [String: String] = [:]
        var superclasses: [String: String] = [:]
        for file in files {
            for declaration in file.declarations {
                if declaration.kind == TypeKind.protocol.rawValue, protocolFiles[declaration.name] == nil { protocolFiles[declaration.name] = file.path }
                if declaration.kind == TypeKind.class.rawValue || declaration.kind == TypeKind.actor.rawValue {
                    superclasses[declaration.name] = declaration.inherited.first ?? ""
                }
            }
        }
        let roleNames = roleNames(of: profile)
        var result: [Conformance] = []
        for file in files {
            for declaration in file.declarations where superclasses[declaration.name] != nil && !TestCode.isTestDouble(declaration.name) {
                for name in declaration.inherited {
                    guard let protocolFile = protocolFiles[name], let parts = split(name, roleNames),
                        declaration.name.count > parts.module.count, declaration.name.hasPrefix(parts.module),
                        declaration.name.dropFirst(parts.module.count).first?.isUppercase == true
                    else { continue }
                    let implementation = String(declaration.name.dropFirst(parts.module.count))
                    guard let role = role(implementation, superclass: superclasses[declaration.name] ?? "", split: parts, roleNames, profile) else { continue }
                    result.append(
                        Conformance(
                            app: app(file.path), module: parts.module, protocolSuffix: parts.suffix, declaredBy: parts.role, role: role,
                            implementationSuffix: implementation,
                            fileSuffix: fileSuffix(of: protocolFile, module: parts.module), folder: folder(of: file.path, module: parts.module)))
                }
            }
        }
        return result
    }

    /// `name` split before its first word that starts a role name: `Cart` and
    /// `PresenterOutputInterface`, declared by the presenter.
    static func split(_ name: String, _ roleNames: [(name: String, role: Role)]) -> (module: String, suffix: String, role: Role)? {
        let words = NameWords.words(name)
        guard words.joined() == name else { return nil }
        for index in words.indices.dropFirst() {
            let suffix = words[index...].joined()
            guard let role = declaringRole(suffix, roleNames) else { continue }
            return (words[..<index].joined(), suffix, role)
        }
        return nil
    }

    /// The role whose name (or alias, the longest first) `suffix` starts with as a word: the
    /// role a protocol `<M><suffix>` states the needs of.
    static func declaringRole(_ suffix: String, _ roleNames: [(name: String, role: Role)]) -> Role? {
        roleNames.first { suffix.hasPrefix($0.name) && (suffix.count == $0.name.count || suffix.dropFirst($0.name.count).first?.isUppercase == true) }?.role
    }

    /// The names of `profile`'s roles and their aliases, longest first.
    static func roleNames(of profile: Profile) -> [(name: String, role: Role)] {
        profile.roles.flatMap { definition in definition.names.map { (name: $0, role: definition.role) } }.sorted { $0.name.count > $1.name.count }
    }

    /// The role a class `<M><implementation>` plays: the role it is named after, or that its
    /// framework superclass plays (a `UIViewController`), or the one its protocol is named
    /// after when the protocol is that role's name and a protocol suffix alone
    /// (`<M>InteractorInterface`; not `<M>InteractorOutput` nor `<M>ViewModelProtocol`).
    private static func role(
        _ implementation: String, superclass: String, split: (module: String, suffix: String, role: Role), _ roleNames: [(name: String, role: Role)],
        _ profile: Profile
    ) -> Role? {
        if let named = roleNames.first(where: { implementation.hasSuffix($0.name) }) { return named.role }
        if let framework = profile.frameworkTypeRoles[superclass] { return framework }
        let decoration = roleNames.filter { $0.role == split.role && split.suffix.hasPrefix($0.name) }.map { split.suffix.dropFirst($0.name.count) }
        // `Output` names the other side: the presenter implements `<M>InteractorOutput`.
        let ownSuffixes = profile.knownProtocolSuffixes.filter { $0 != "Output" }
        return decoration.contains { $0.isEmpty || ownSuffixes.contains(String($0)) } ? split.role : nil
    }

    /// What follows the module in the name of the file at `path`, when it starts with it.
    private static func fileSuffix(of path: String, module: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.hasSuffix(".swift"), name.hasPrefix(module) else { return nil }
        let suffix = String(name.dropFirst(module.count).dropLast(".swift".count))
        return suffix.first?.isUppercase == true ? suffix : nil
    }

    /// The name of the folder holding the file at `path`, the module's name in it as `<M>`.
    private static func folder(of path: String, module: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return nil }
        return components[components.count - 2].replacingOccurrences(of: module, with: RoleNaming.modulePlaceholder)
    }
}
