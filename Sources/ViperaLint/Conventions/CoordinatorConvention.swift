import ViperaCore

extension NamingConvention {
    /// Coordinators as routers: a module's navigation is done by a `<M>Coordinator`, which owns
    /// the flow (its navigation controller and child coordinators) and listens to the module's
    /// output closures or `<M>ModuleOutput`.
    public static let coordinator = NamingConvention(
        name: "coordinator",
        summary: "coordinators route: <M>Coordinator classes take the router's place and implement <M>ModuleOutput",
        protocols: [
            .own("CoordinatorInput", .router),
            ProtocolForm("CoordinatorOutput", declaredBy: .router, implementedBy: nil),
        ],
        roleNames: [.router: ["Coordinator"]],
        requirement: .rolesPresent([]),
        ownershipChanges: [OwnershipChange(.router, .view, nil), OwnershipChange(.router, .presenter, nil), OwnershipChange(.presenter, .router, .weak)]
    )
}
