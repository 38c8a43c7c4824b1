import ViperaCore

extension Profile {
    /// Layered MVVM with services: thin view controllers and `ViewModel`
    /// structs in the UI layer, which uses only the service layer; micro-services use no other
    /// module.
    public static let mvvm = Profile(
        name: .mvvm,
        summary: "Layered MVVM: UI (ViewController, ViewModel structs) -> Service -> Micro-service",
        roles: [
            RoleDefinition(.view, aliases: ["ViewController"]),
            RoleDefinition(.viewModel),
            RoleDefinition(.service),
        ],
        requiredProtocolRoles: [.service],
        defaultImplementationMarker: "Default",
        allowedProtocolSuffixes: [],
        knownProtocolSuffixes: ["Protocol", "Interface", "Type"],
        frameworkTypeRoles: Profile.viper.frameworkTypeRoles,
        ownership: OwnershipMatrix([]),
        delegateSuffixes: ["Delegate"],
        boundaries: [BoundaryRule(role: .viewModel, forbiddenImports: ["UIKit", "SwiftUI"])],
        // View controllers present the next screen; services own routing.
        routingRoles: [.view, .service],
        valueTypeRoles: [.viewModel],
        layers: [
            Layer(name: "UI", folders: ["**/UI"], mayUse: ["Service"], mayUseItsOwnLayer: true),
            Layer(name: "Service", folders: ["**/Services"], mayUse: ["MicroService"], mayUseItsOwnLayer: true),
            Layer(name: "MicroService", folders: ["**/MicroServices/*"], mayUse: [], mayUseItsOwnLayer: false),
        ]
    )
}
