import ViperaCore

extension Profile {
    /// VIPER with a module Builder, the default architecture.
    public static let viper = Profile(
        name: .viper,
        summary: "VIPER with a module Builder: View, Interactor, Presenter, Router, Builder, Entity",
        roles: [
            RoleDefinition(.view, aliases: ["ViewController"]),
            RoleDefinition(.interactor),
            RoleDefinition(.presenter),
            RoleDefinition(.router),
            RoleDefinition(.builder),
            RoleDefinition(.entity),
        ],
        requiredProtocolRoles: [.view, .interactor, .presenter, .router, .builder],
        defaultImplementationMarker: "Default",
        allowedProtocolSuffixes: [],
        knownProtocolSuffixes: ["Protocol", "Interface", "Input", "Output", "Type", "Contract"],
        frameworkTypeRoles: Dictionary(
            uniqueKeysWithValues: [
                "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
                "UICollectionViewController", "UISplitViewController", "UIPageViewController",
            ].map { ($0, Role.view) }),
        ownership: OwnershipMatrix([
            (.builder, .view, .none), (.builder, .interactor, .none), (.builder, .presenter, .none),
            (.builder, .router, .none),
            (.router, .view, .weak), (.router, .presenter, .weak),
            (.presenter, .view, .weak), (.presenter, .router, .strong), (.presenter, .interactor, .strong),
            (.interactor, .presenter, .weak),
            (.view, .presenter, .strong),
        ]),
        delegateSuffixes: ["Delegate", "ModuleOutput", "Output", "Listener"],
        boundaries: [
            BoundaryRule(role: .presenter, forbiddenImports: ["UIKit", "SwiftUI"], forbiddenTypePrefixes: ["UI"]),
            BoundaryRule(role: .interactor, forbiddenRoles: [.view]),
        ],
        routingRoles: [.router]
    )
}
