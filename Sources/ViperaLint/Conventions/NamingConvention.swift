import ViperaCore

/// A VIPER dialect's naming, as data: the protocol names its modules declare (and which role
/// declares and which implements each), the extra names its roles take in type names, how it
/// names default implementations and the one-file-per-module files it keeps protocols in.
///
/// Conventions are selected with `lint.conventions` and combine: a name is right when one
/// convention in force says so. The registry is `NamingConvention.builtIn`: presets, and hints
/// for a codebase too small to learn from. A team's own convention, learned from its modules
/// (`lint.naming`), is a value of this type too: `NamingConvention.learned(_:over:)`.
public struct NamingConvention: Sendable, Hashable {
    /// The name `lint.conventions` spells, e.g. `rambler`.
    public let name: String
    /// One line on where the dialect comes from.
    public let summary: String
    /// The protocol names the dialect's modules declare, after the module name.
    public let protocols: [ProtocolForm]
    /// More names each role takes in type names (`Router: [Wireframe]`).
    public let roleNames: [Role: [String]]
    /// Which modules must declare which role protocols (`missing-role-protocol`).
    public let requirement: ProtocolRequirement
    /// Suffixes after the role that name a default implementation (`<M>InteractorImpl`).
    public let implementationSuffixes: [String]
    /// Whether `<M>Default<Role>` names a default implementation (the profile's marker).
    public let usesDefaultMarker: Bool
    /// Names of the one file a module keeps its protocols in, after the module (`Interfaces`
    /// for `<M>Interfaces.swift`).
    public let moduleFiles: [String]
    /// Framework types that play another role than the profile says (a `UIViewController`
    /// that is the presenter).
    public let frameworkTypeRoles: [String: Role]
    /// Roles whose boundaries do not hold in this dialect (a presenter that is a view
    /// controller imports UIKit).
    public let liftedBoundaries: [Role]
    /// How the dialect's ownership differs from the profile's (a coordinator owns its flow).
    public let ownershipChanges: [OwnershipChange]
    /// How the team names each role, learned from its modules, with the evidence; empty for a
    /// preset.
    public let naming: [RoleNaming]

    public init(
        name: String, summary: String, protocols: [ProtocolForm], roleNames: [Role: [String]] = [:],
        requirement: ProtocolRequirement, implementationSuffixes: [String] = [], usesDefaultMarker: Bool = false,
        moduleFiles: [String] = [], frameworkTypeRoles: [String: Role] = [:], liftedBoundaries: [Role] = [],
        ownershipChanges: [OwnershipChange] = [], naming: [RoleNaming] = []
    ) {
        self.name = name
        self.summary = summary
        self.protocols = protocols
        self.roleNames = roleNames
        self.requirement = requirement
        self.implementationSuffixes = implementationSuffixes
        self.usesDefaultMarker = usesDefaultMarker
        self.moduleFiles = moduleFiles
        self.frameworkTypeRoles = frameworkTypeRoles
        self.liftedBoundaries = liftedBoundaries
        self.ownershipChanges = ownershipChanges
        self.naming = naming
    }
}

/// One protocol name a dialect's modules declare: `<M>ViewOutput` is declared by the View (what
/// it tells) and implemented by the Presenter.
public struct ProtocolForm: Sendable, Hashable {
    /// What follows the module name, e.g. `ViewOutput`.
    public let suffix: String
    /// The role whose needs the protocol states.
    public let declaredBy: Role
    /// The role whose class conforms to it; `nil` when another module (the caller) does, as for
    /// a `<M>ModuleOutput`.
    public let implementedBy: Role?

    public init(_ suffix: String, declaredBy: Role, implementedBy: Role?) {
        self.suffix = suffix
        self.declaredBy = declaredBy
        self.implementedBy = implementedBy
    }

    /// A protocol a role declares for itself and implements (`<M>Interactor`).
    public static func own(_ suffix: String, _ role: Role) -> ProtocolForm {
        ProtocolForm(suffix, declaredBy: role, implementedBy: role)
    }
}

/// Which role protocols `missing-role-protocol` asks a module for.
public enum ProtocolRequirement: Sendable, Hashable {
    /// Every module declares a protocol for each of the profile's required roles (vipera).
    case profileRoles
    /// A module declares a protocol for each of these roles it has a class for.
    case rolesPresent([Role])
}
