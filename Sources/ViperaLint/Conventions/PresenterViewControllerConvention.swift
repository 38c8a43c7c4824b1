import ViperaCore

extension NamingConvention {
    /// Apps where the presenter is a `UIViewController` subclass and the View is its root
    /// `UIView`: view controllers read as presenters, plain views as the View, and the
    /// presenter may import UIKit. The presenter owns its root view, which holds it back weakly.
    public static let presenterViewController = NamingConvention(
        name: "presenter-view-controller",
        summary: "the presenter is a UIViewController subclass whose root view (<M>View: UIView) is the View",
        protocols: [.own("View", .view), .own("Presenter", .presenter)],
        roleNames: [.presenter: ["ViewController"]],
        requirement: .rolesPresent([]),
        frameworkTypeRoles: Dictionary(
            uniqueKeysWithValues: [
                "UIViewController", "UITableViewController", "UICollectionViewController",
            ].map { ($0, Role.presenter) } + [("UIView", Role.view)]),
        liftedBoundaries: [.presenter],
        ownershipChanges: [OwnershipChange(.presenter, .view, .strong), OwnershipChange(.view, .presenter, .weak)]
    )
}
