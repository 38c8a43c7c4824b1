import ViperaCore

extension NamingConvention {
    /// One `<M>Contract.swift` per module: `<M>View`, `<M>Presentation` (the presenter),
    /// `<M>UseCase` (the interactor), `<M>InteractorOutput`, `<M>Wireframe` (the router, which
    /// also assembles the module); the view class may be `<M>UI`.
    public static let contract = NamingConvention(
        name: "contract",
        summary: "<M>Contract.swift: <M>View, <M>Presentation, <M>UseCase, <M>InteractorOutput, <M>Wireframe (class <M>Router)",
        protocols: [
            .own("View", .view), .own("Presentation", .presenter), .own("UseCase", .interactor),
            ProtocolForm("InteractorOutput", declaredBy: .interactor, implementedBy: .presenter),
            .own("Wireframe", .router),
        ],
        roleNames: [.view: ["UI"], .presenter: ["Presentation"], .interactor: ["UseCase"], .router: ["Wireframe"]],
        requirement: .rolesPresent([.view, .presenter, .interactor, .router]),
        moduleFiles: ["Contract"]
    )
}
