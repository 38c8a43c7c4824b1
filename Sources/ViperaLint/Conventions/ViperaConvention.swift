import ViperaCore

extension NamingConvention {
    /// The convention vipera generates: suffix-free `<M><Role>` protocols for every role and
    /// `<M>Default<Role>` classes. The default when `lint.conventions` is not set.
    public static let vipera = NamingConvention(
        name: "vipera",
        summary: "vipera's own: <M>View, <M>Presenter, <M>Interactor, <M>Router, <M>Builder protocols, <M>Default<Role> classes",
        protocols: [.own("View", .view), .own("Presenter", .presenter), .own("Interactor", .interactor), .own("Router", .router), .own("Builder", .builder)],
        requirement: .profileRoles,
        usesDefaultMarker: true
    )
}
