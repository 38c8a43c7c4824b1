import ViperaCore

/// How a component of one role must hold a component of another.
public enum OwnershipRequirement: String, Sendable, Hashable {
    /// Must own it (a strong stored reference): otherwise it is freed at once.
    case strong
    /// Must not own it (`weak` or `unowned`): otherwise the two keep each other alive.
    case weak
    /// Must not store it at all.
    case none
}

/// The role → role → requirement table of an architecture.
public struct OwnershipMatrix: Sendable {
    private var table: [Role: [Role: OwnershipRequirement]]

    /// A matrix from `(holder, held, requirement)` rows.
    public init(_ rows: [(holder: Role, held: Role, requirement: OwnershipRequirement)]) {
        table = [:]
        for row in rows { table[row.holder, default: [:]][row.held] = row.requirement }
    }

    /// Every row, by holder and then held role.
    public var rows: [(holder: Role, held: Role, requirement: OwnershipRequirement)] {
        table.flatMap { holder, row in row.map { (holder, $0.key, $0.value) } }.sorted { ($0.holder, $0.held) < ($1.holder, $1.held) }
    }

    /// Sets (or, with `nil`, removes) what `holder` storing a reference to `held` requires.
    public mutating func set(_ requirement: OwnershipRequirement?, holder: Role, held: Role) {
        table[holder, default: [:]][held] = requirement
    }

    /// What the matrix says about `holder` storing a reference to `held`, if anything.
    public func requirement(holder: Role, held: Role) -> OwnershipRequirement? {
        table[holder]?[held]
    }
}

/// One row a naming convention changes in its profile's ownership matrix: who owns whom reads
/// differently where coordinators route or the presenter is the view controller.
public struct OwnershipChange: Sendable, Hashable {
    public let holder: Role
    public let held: Role
    /// The new requirement; `nil` leaves the reference to the cycle rule alone.
    public let requirement: OwnershipRequirement?

    public init(_ holder: Role, _ held: Role, _ requirement: OwnershipRequirement?) {
        self.holder = holder
        self.held = held
        self.requirement = requirement
    }
}
