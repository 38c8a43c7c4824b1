import ViperaCore

/// A class or actor the graph draws: one that plays a role in a module, holds or is held by
/// one, or is part of a reported cycle.
public struct GraphComponent: Hashable, Sendable {
    /// The type's name.
    public let name: String
    /// Its module; `nil` outside any module (a shared service, a base class).
    public let module: String?
    /// Its role, when the profile gives it one.
    public let role: Role?
    /// Where it is declared.
    public let file: String
    public let line: Int
    /// Whether it is a UIKit or AppKit view of no module (a custom label, cell or control): the
    /// roles level folds those a module holds into one node (see `ViewFolding`).
    public var isView = false
}

/// A module: the components that play its roles.
public struct GraphModule: Hashable, Sendable {
    public let name: String
    /// Its components' names, in name order.
    public let components: [String]
    /// The roles its components play, in the profile's order.
    public let roles: [Role]
}
