import ViperaCore

/// A role whose components never reference another component of the same role (business
/// controllers never reference one another), and how they talk instead.
public struct RoleIsolation: Sendable, Hashable {
    public let role: Role
    /// What to do instead, for the finding's message (`broadcast through the CommunicationCenter`).
    public let advice: String

    public init(role: Role, advice: String) {
        self.role = role
        self.advice = advice
    }
}
