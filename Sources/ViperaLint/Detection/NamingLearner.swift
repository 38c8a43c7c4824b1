import Foundation
import ViperaCore

/// Learns how a codebase names each role from its own modules, by majority: which protocol a
/// role's class conforms to (`<M>RouterInterface`), what the class is called (`<M>Router`), the
/// file the protocol is in and the folder the class is in.
///
/// A module is a name prefix with classes conforming to at least two of its own role protocols
/// (`<M>…`), test code aside. A pattern is learned when more than half of the modules it is
/// counted over follow it, and at least `minimumFollowing` of them where the codebase has that
/// many modules declaring role protocols:
/// the two modules of a small app agreeing on `<M>ViewControllerProtocol` are its naming, and so
/// is the one module of a one-module app, with no majority against it, where one module of three
/// naming it otherwise is the outlier. The built-in conventions nearest to its names then fill
/// only what the team's modules never name.
///
/// A repository holding several apps side by side (each below its own project) is learned per
/// app where the apps differ: see `AppNaming`.
enum NamingLearner {
    /// The fewest modules a codebase needs to learn its naming from.
    static let minimumModules = 1
    /// The fewest modules that must follow a pattern for it to be learned, where there are
    /// that many.
    static let minimumFollowing = 2

    /// One class conforming to a role protocol of its module.
    private struct Conformance {
        let module: String
        let protocolSuffix: String
        let declaredBy: Role
        let role: Role
        /// `nil` for a slip: a name misspelling a role's (`<M>Intercactor`), which never votes.
        let implementationSuffix: String?
        let fileSuffix: String?
        let folder: String?
    }

    /// The naming `files` (paths relative to the root, with their declarations) show for the
    /// roles of `profile`, most modules' roles first; empty for a codebase too small to learn from.
    static func learn(_ files: [(path: String, declarations: [DeclaredName])], profile: Profile) -> [RoleNaming] {
        let ownFiles = files.filter { !TestCode.isTestPath($0.path) }
        let conformances = self.conformances(ownFiles, profile: profile)
        var slotsByModule: [String: Set<String>] = [:]
        for conformance in conformances { slotsByModule[conformance.module, default: []].insert(conformance.protocolSuffix) }
        let modules = Set(slotsByModule.filter { $0.value.count >= 2 }.keys)
        guard modules.count >= minimumModules else { return [] }
        let bySlot = Dictionary(grouping: conformances.filter { modules.contains($0.module) }, by: \.protocolSuffix)
        // Every module declaring a role protocol counts here: one clean module of two is no majority.
        let roleNames = roleNames(of: profile)
        let declaringModules = Set(
            ownFiles.flatMap(\.declarations).filter { $0.kind == TypeKind.protocol.rawValue }.compactMap { split($0.name, roleNames)?.module })
        let following = min(minimumFollowing, declaringModules.union(slotsByModule.keys).count)
        let learned = bySlot.compactMap { suffix, members -> RoleNaming? in
            let slotModules = Set(members.map(\.module))
            guard slotModules.count >= following, slotModules.count * 2 > modules.count,
                let role = majority(members.map { (module: $0.module, value: $0.role) }, over: slotModules.count, atLeast: following)?.value
            else { return nil }
            return naming(of: members, role: role, suffix: suffix, modules: modules.count, following: following)
        }
        let order = profile.roles.map(\.role)
        return learned.sorted {
            let (left, right) = (order.firstIndex(of: $0.role) ?? order.count, order.firstIndex(of: $1.role) ?? order.count)
            return left != right ? left < right : $0.protocolSuffix < $1.protocolSuffix
        }
    }

    /// How `members`, the conformances of one protocol slot in `modules` modules, name the
    /// implementation, the file and the folder, by majority of at least `following` modules.
    private static func naming(of members: [Conformance], role: Role, suffix: String, modules: Int, following: Int) -> RoleNaming {
        let slotModules = Set(members.map(\.module))
        let implementation = majority(
            members.compactMap { member in member.implementationSuffix.map { (module: member.module, value: $0) } }, over: slotModules.count,
            atLeast: following)
        let file = majority(
            members.compactMap { member in member.fileSuffix.map { (module: member.module, value: $0) } }, over: slotModules.count, atLeast: following)
        let folder = majority(
            members.compactMap { member in member.folder.map { (module: member.module, value: $0) } }, over: slotModules.count, atLeast: following)
        return RoleNaming(
            role: role, declaredBy: members[0].declaredBy, protocolSuffix: suffix,
            protocolEvidence: ModuleCount(slotModules.count, of: max(modules, slotModules.count)),
            implementationSuffix: implementation?.value, implementationEvidence: implementation.map { ModuleCount($0.count, of: slotModules.count) },
            fileSuffix: file?.value, folder: folder?.value)
    }

    /// The value most modules show, with how many show it, when at least `least` and more than
    /// half of `total` do; ties go to the first in name order.
    private static func majority<Value: Hashable & Comparable>(
        _ votes: [(module: String, value: Value)], over total: Int, atLeast least: Int
    ) -> (value: Value, count: Int)? {
        var modules: [Value: Set<String>] = [:]
        for vote in votes { modules[vote.value, default: []].insert(vote.module) }
        let best = modules.max { $0.value.count != $1.value.count ? $0.value.count < $1.value.count : $0.key > $1.key }
        guard let best, best.value.count >= least, best.value.count * 2 > total else { return nil }
        return (best.key, best.value.count)
    }

    /// Classes (and their extensions) conforming to a protocol declared in `files` that is
    /// `<M><role…>` for a class named `<M>…`, test doubles aside.
    private static func conformances(_ files: [(path: String, declarations: [DeclaredName])], profile: Profile) -> [Conformance] {
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
                            module: parts.module, protocolSuffix: parts.suffix, declaredBy: parts.role, role: role,
                            implementationSuffix: isSlip(implementation, roleNames) ? nil : implementation,
                            fileSuffix: fileSuffix(of: protocolFile, module: parts.module).flatMap { isSlip($0, roleNames) ? nil : $0 },
                            folder: folder(of: file.path, module: parts.module)))
                }
            }
        }
        return result
    }

    /// Whether `suffix`, or its last word, misspells a role's name (`Intercactor`): a slip no
    /// module's naming is learned from, even where it is the only module.
    private static func isSlip(_ suffix: String, _ roleNames: [(name: String, role: Role)]) -> Bool {
        let last = NameWords.words(suffix).last ?? suffix
        return roleNames.contains { Misspelling.misspells(suffix, $0.name) || Misspelling.misspells(last, $0.name) }
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
