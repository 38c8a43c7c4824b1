import ViperaCore

extension NamingConvention {
    /// Infinum's templates: `<M>…Interface` protocols in one `<M>Interfaces.swift`; the
    /// Wireframe is the router and builds the module.
    public static let interface = NamingConvention(
        name: "interface",
        summary: "Infinum: <M>ViewInterface, <M>PresenterInterface, <M>InteractorInterface, <M>WireframeInterface in <M>Interfaces.swift",
        protocols: [
            .own("ViewInterface", .view), .own("PresenterInterface", .presenter),
            .own("InteractorInterface", .interactor), .own("WireframeInterface", .router),
            ProtocolForm("InteractorOutputInterface", declaredBy: .interactor, implementedBy: .presenter),
            .own("FormatterInterface", .presenter),
            // Version 1 named the presenter's protocol after the view it serves.
            ProtocolForm("ViewDelegateInterface", declaredBy: .view, implementedBy: .presenter),
        ],
        roleNames: [.router: ["Wireframe"]],
        requirement: .rolesPresent([.view, .presenter, .interactor, .router]),
        moduleFiles: ["Interfaces"]
    )
}
