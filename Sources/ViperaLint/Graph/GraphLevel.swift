/// How much of the architecture a graph shows.
public enum GraphLevel: String, CaseIterable, Sendable {
    /// One node per module, with the roles it has; routes and references between modules.
    case modules
    /// One node per class, in a cluster per module; every reference and route.
    case roles
}
