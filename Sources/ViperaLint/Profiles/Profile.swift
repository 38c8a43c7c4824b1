import ViperaCore

/// An architecture's rules as data: which roles a module has, how type names map to modules and
/// roles, who may hold whom and how, and which layers may not know which.
///
/// Every architecture is a value of this type (`Profile.viper`, …); rules read it and never
/// name an architecture themselves.
public struct Profile: Sendable {
    /// The profile's name, as `lint.profile` and `--profile` spell it.
    public let name: ProfileName
    /// One line on what the architecture is.
    public let summary: String
    /// The roles of a module, each with the names it may take in type names (`lint.roles` and
    /// naming conventions add aliases).
    public internal(set) var roles: [RoleDefinition]
    /// Roles every module must declare a `<Module><Role>` protocol for.
    public let requiredProtocolRoles: [Role]
    /// The word default implementations put between module and role (`<Module>Default<Role>`).
    public let defaultImplementationMarker: String
    /// Suffixes a role protocol may carry after the role (`LoginPresenterProtocol`); none in VIPER
    /// (`lint.roles.suffixes` adds some).
    public internal(set) var allowedProtocolSuffixes: [String]
    /// Suffixes the `protocol-suffix` rule recognises as decorations of a role protocol's name.
    public let knownProtocolSuffixes: [String]
    /// Framework types that play a role, e.g. `UIViewController` is a View (naming conventions
    /// add some).
    public internal(set) var frameworkTypeRoles: [String: Role]
    /// Who must hold whom how (naming conventions may change some pairs).
    public internal(set) var ownership: OwnershipMatrix
    /// Name suffixes of delegate / module-output protocols, which must not be held strongly
    /// across modules.
    public let delegateSuffixes: [String]
    /// What each role may not import or mention (naming conventions may lift some).
    public internal(set) var boundaries: [BoundaryRule]
    /// Roles whose components never reference one another.
    public let isolatedRoles: [RoleIsolation]
    /// Roles whose types must be value types (view models).
    public let valueTypeRoles: [Role]
    /// The app's layers and which may use which; `lint.layers` adjusts their folders and modules.
    public internal(set) var layers: [Layer]
    /// The naming conventions in force (`lint.conventions`); see `adopt(_:)`.
    public internal(set) var conventions: [NamingConvention] = [.vipera]
    /// Prefixes class names may carry before the module name (`SM` in `SMLoginPresenter`).
    public var typePrefixes: [String] = []
    /// Roles whose components open other modules (a router builds the next module): a type of
    /// another module that such a component names is a route between the two modules.
    public let routingRoles: [Role]

    /// A profile with every constraint it has; a project's configuration may then add role
    /// names, allowed suffixes, conventions, prefixes and layer folders.
    public init(
        name: ProfileName, summary: String, roles: [RoleDefinition], requiredProtocolRoles: [Role],
        defaultImplementationMarker: String, allowedProtocolSuffixes: [String], knownProtocolSuffixes: [String],
        frameworkTypeRoles: [String: Role], ownership: OwnershipMatrix, delegateSuffixes: [String],
        boundaries: [BoundaryRule], routingRoles: [Role] = [], isolatedRoles: [RoleIsolation] = [], valueTypeRoles: [Role] = [],
        layers: [Layer] = []
    ) {
        self.name = name
        self.summary = summary
        self.roles = roles
        self.requiredProtocolRoles = requiredProtocolRoles
        self.defaultImplementationMarker = defaultImplementationMarker
        self.allowedProtocolSuffixes = allowedProtocolSuffixes
        self.knownProtocolSuffixes = knownProtocolSuffixes
        self.frameworkTypeRoles = frameworkTypeRoles
        self.ownership = ownership
        self.delegateSuffixes = delegateSuffixes
        self.boundaries = boundaries
        self.routingRoles = routingRoles
        self.isolatedRoles = isolatedRoles
        self.valueTypeRoles = valueTypeRoles
        self.layers = layers
    }

    /// The built-in profiles, by name.
    public static let builtIn: [ProfileName: Profile] = [.viper: .viper, .bc: .bc, .mvvm: .mvvm, .moa: .moa, .silver: .silver]

    /// The role definition for `role`, if the profile has that role.
    public func definition(of role: Role) -> RoleDefinition? {
        roles.first { $0.role == role }
    }

    /// Adds `aliases` to `role`'s names.
    public mutating func addAliases(_ aliases: [String], to role: Role) {
        guard let index = roles.firstIndex(where: { $0.role == role }) else { return }
        for alias in aliases where !roles[index].names.contains(alias) {
            roles[index].names.append(alias)
            // A name stands for one role: the alias given last wins (a presenter that is the
            // view controller takes `ViewController` from the View).
            for other in roles.indices where other != index {
                let ownName = roles[other].role.rawValue
                roles[other].names.removeAll { $0 == alias && $0 != ownName }
            }
        }
    }
}

/// A role and the names that stand for it in type names (`Router`, `Wireframe`).
public struct RoleDefinition: Sendable, Hashable {
    public let role: Role
    /// The role's own name first, then its aliases.
    public var names: [String]
    /// What the role's protocol is called after the module name: the role's own name, or the
    /// architecture's word for it (MOA's presenter protocol is `<Module>Routable`).
    public let protocolName: String

    public init(_ role: Role, aliases: [String] = [], protocolName: String? = nil) {
        self.role = role
        self.names = [role.rawValue] + aliases
        self.protocolName = protocolName ?? role.rawValue
    }
}

/// A layer boundary: types of `role` may not import `forbiddenImports`, nor mention framework
/// types whose names start with one of `forbiddenTypePrefixes` (`UI` for UIKit), nor types of
/// `forbiddenRoles`.
public struct BoundaryRule: Sendable, Hashable {
    public let role: Role
    public let forbiddenImports: [String]
    public let forbiddenTypePrefixes: [String]
    public let forbiddenRoles: [Role]

    public init(role: Role, forbiddenImports: [String] = [], forbiddenTypePrefixes: [String] = [], forbiddenRoles: [Role] = []) {
        self.role = role
        self.forbiddenImports = forbiddenImports
        self.forbiddenTypePrefixes = forbiddenTypePrefixes
        self.forbiddenRoles = forbiddenRoles
    }
}
