/// A component of an architecture module: what a type in a module is for.
///
/// Roles are shared vocabulary: the generator names the files it writes after them and the
/// validator maps type names back to them.
public struct Role: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The role's name as it appears in type names, e.g. `Presenter`.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }

    public static let view = Role(rawValue: "View")
    public static let interactor = Role(rawValue: "Interactor")
    public static let presenter = Role(rawValue: "Presenter")
    public static let router = Role(rawValue: "Router")
    public static let builder = Role(rawValue: "Builder")
    public static let entity = Role(rawValue: "Entity")

    /// The roles of a VIPER-B module, in the order they are usually listed.
    public static let viper: [Role] = [.view, .interactor, .presenter, .router, .builder, .entity]
}
