import ViperaCore

extension Profile {
    /// SILVER: each module has a Router, an Interactor and a View; its
    /// assembly returns a `Module<RT>` of router and view controller. The view controller owns
    /// the router and the interactor; the router keeps the view controller, and child routers,
    /// weakly. Role protocols carry the `Protocol` suffix (`CheckoutRouterProtocol`).
    public static let silver = Profile(
        name: .silver,
        summary: "SILVER: Router, Interactor and View per module, assembled into a Module<RT>; the view controller owns the module",
        roles: [
            RoleDefinition(.view, aliases: ["ViewController"]),
            RoleDefinition(.interactor),
            RoleDefinition(.router),
            RoleDefinition(.builder, aliases: ["Assembly"]),
            RoleDefinition(.entity),
        ],
        requiredProtocolRoles: [.view, .interactor, .router],
        defaultImplementationMarker: "Default",
        allowedProtocolSuffixes: ["Protocol"],
        knownProtocolSuffixes: Profile.viper.knownProtocolSuffixes,
        frameworkTypeRoles: Profile.viper.frameworkTypeRoles,
        ownership: OwnershipMatrix([
            (.view, .router, .strong), (.view, .interactor, .strong),
            (.router, .view, .weak), (.router, .router, .weak),
            (.interactor, .view, .weak), (.interactor, .router, .weak),
            (.builder, .view, .none), (.builder, .interactor, .none), (.builder, .router, .none),
        ]),
        delegateSuffixes: Profile.viper.delegateSuffixes,
        boundaries: [
            BoundaryRule(role: .interactor, forbiddenImports: ["UIKit", "SwiftUI"], forbiddenTypePrefixes: ["UI"])
        ],
        routingRoles: [.router]
    )
}
