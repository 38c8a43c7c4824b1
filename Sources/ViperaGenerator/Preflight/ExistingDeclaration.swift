/// A top-level type a planned file declares that the project declares already (or that another
/// module of the same run declares first).
public struct ExistingDeclaration: Sendable, Equatable, CustomStringConvertible {
    /// The type's name.
    public let name: String
    /// Its keyword where it is declared: `class`, `struct`, `protocol`…
    public let keyword: String
    /// Where it is declared: `App/Login/LoginPresenter.swift:3`.
    public let place: String
    /// Whether the type is one every module of the template shares (its name does not contain
    /// the module's, as silver's `Module` and `ServiceLocator`): declared once, it is used as it is.
    public let isShared: Bool

    /// `class LoginPresenter (App/Login/LoginPresenter.swift:3)`.
    public var description: String { "\(keyword) \(name) (\(place))" }
}
