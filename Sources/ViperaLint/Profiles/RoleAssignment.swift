import Foundation
import ViperaCore

/// The module and role a type belongs to. Framework types (`UIViewController`) have a role but
/// no module.
public struct RoleAssignment: Hashable, Sendable {
    public let module: String?
    public let role: Role

    public init(module: String?, role: Role) {
        self.module = module
        self.role = role
    }
}

/// A type name split into `<prefix><role name><suffix>`.
struct NameMatch: Hashable {
    /// What precedes the role name: the module, possibly followed by a variant.
    let prefix: String
    let role: Role
    /// The role name as spelled (the role or one of its aliases).
    let roleName: String
    /// What follows the role name (a protocol suffix), or "".
    let suffix: String
}

extension Profile {
    /// Splits `name` as `<prefix><role name><suffix>` for a suffix in `suffixes` (the empty one
    /// included), preferring the longest role name; the prefix must start with a capital.
    func match(_ name: String, suffixes: [String] = []) -> NameMatch? {
        var best: NameMatch?
        // The ending is compared in two steps, without building `roleName + suffix`.
        func consider(_ definition: RoleDefinition, _ roleName: String, _ suffix: String) {
            guard suffix.isEmpty ? name.hasSuffix(roleName) : name.hasSuffix(suffix) && name.dropLast(suffix.count).hasSuffix(roleName) else { return }
            let prefix = String(name.dropLast(roleName.count + suffix.count))
            guard prefix.first?.isUppercase == true else { return }
            if let current = best, current.roleName.count + current.suffix.count >= roleName.count + suffix.count { return }
            best = NameMatch(prefix: prefix, role: definition.role, roleName: roleName, suffix: suffix)
        }
        for definition in roles {
            for roleName in definition.names {
                consider(definition, roleName, "")
                for suffix in suffixes { consider(definition, roleName, suffix) }
            }
        }
        return best
    }

    /// The protocol of `role` in `module`, e.g. `LoginPresenter`, or MOA's `PaymentsRoutable`.
    public func protocolName(of role: Role, in module: String) -> String {
        module + (roles.first { $0.role == role }?.protocolName ?? role.rawValue)
    }

    /// The module and role of a protocol: for a form of a convention in force, the role that
    /// implements it (`LoginViewOutput` is the presenter's; a `<M>ModuleOutput`, implemented
    /// by another module, has none); else `<Module><Role>` (or with an allowed suffix).
    func protocolAssignment(_ name: String) -> RoleAssignment? {
        if let found = protocolForm(of: name) { return found.form.implementedBy.map { RoleAssignment(module: found.module, role: $0) } }
        return match(name, suffixes: allowedProtocolSuffixes).map { RoleAssignment(module: $0.prefix, role: $0.role) }
    }

    /// Like `protocolAssignment`, also accepting the suffixes the profile knows but does not
    /// allow (`LoginPresenterProtocol`), which `protocol-suffix` reports instead.
    func suffixTolerantProtocolAssignment(_ name: String) -> RoleAssignment? {
        if let found = protocolForm(of: name) { return found.form.implementedBy.map { RoleAssignment(module: found.module, role: $0) } }
        return match(name, suffixes: allowedProtocolSuffixes + knownProtocolSuffixes).map { RoleAssignment(module: $0.prefix, role: $0.role) }
    }

    /// The module an implementation named `<prefix><Role>` belongs to: what precedes the
    /// default-implementation marker (or follows it, for `Default<Module><Role>`), else the
    /// longest known module the prefix starts with, else the whole prefix.
    func module(ofImplementationPrefix prefix: String, knownModules: Set<String>) -> String {
        if let marker = prefix.range(of: defaultImplementationMarker, options: .backwards) {
            if marker.lowerBound > prefix.startIndex { return String(prefix[..<marker.lowerBound]) }
            if marker.upperBound < prefix.endIndex { return String(prefix[marker.upperBound...]) }
        }
        let known = knownModules.filter { prefix.hasPrefix($0) }.max { $0.count < $1.count }
        return known ?? prefix
    }
}
