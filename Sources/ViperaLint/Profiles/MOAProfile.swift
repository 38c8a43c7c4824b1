import ViperaCore

extension Profile {
    /// Module-Oriented Architecture: a module's entry point creates its
    /// presenter, the module's routable, and keeps it weakly; the presenter owns the wireframe;
    /// the view controllers own the presenter, the only strong reference into the module.
    ///
    /// A presenter's protocol is its routable, `<Module>Routable`.
    public static let moa = Profile(
        name: .moa,
        summary: "Module-Oriented Architecture: Module entry point, Wireframe, Presenter (the module's Routable), View controllers",
        roles: [
            RoleDefinition(.module),
            RoleDefinition(.wireframe),
            RoleDefinition(.presenter, aliases: ["Routable"], protocolName: "Routable"),
            RoleDefinition(.view, aliases: ["ViewController"]),
            RoleDefinition(.interactor, aliases: ["ViewModel"]),
            RoleDefinition(.entity),
        ],
        requiredProtocolRoles: [.presenter, .view],
        defaultImplementationMarker: "Default",
        allowedProtocolSuffixes: [],
        knownProtocolSuffixes: Profile.viper.knownProtocolSuffixes,
        frameworkTypeRoles: Profile.viper.frameworkTypeRoles,
        ownership: OwnershipMatrix([
            (.module, .presenter, .weak), (.module, .view, .weak), (.module, .wireframe, .none), (.module, .interactor, .none),
            (.view, .presenter, .strong),
            (.presenter, .wireframe, .strong), (.presenter, .interactor, .strong), (.presenter, .view, .weak),
            (.wireframe, .view, .weak), (.wireframe, .presenter, .weak), (.wireframe, .module, .none),
            (.interactor, .presenter, .weak), (.interactor, .view, .none),
        ]),
        delegateSuffixes: Profile.viper.delegateSuffixes,
        boundaries: [
            BoundaryRule(role: .presenter, forbiddenImports: ["UIKit", "SwiftUI"], forbiddenTypePrefixes: ["UI"]),
            BoundaryRule(role: .interactor, forbiddenImports: ["UIKit", "SwiftUI"], forbiddenRoles: [.view, .wireframe]),
        ],
        routingRoles: [.wireframe]
    )
}
