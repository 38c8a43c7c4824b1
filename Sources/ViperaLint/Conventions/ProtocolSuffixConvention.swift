import ViperaCore

extension NamingConvention {
    /// The VIPER Module Generator style: `<M><Role>Protocol` protocols in `<M>Protocols.swift`,
    /// Wireframe routers, and `<M>…Delegate` protocols for the way back.
    public static let protocolSuffix = NamingConvention(
        name: "protocol-suffix",
        summary: "<M>ViewProtocol, <M>PresenterProtocol, <M>InteractorProtocol, <M>RouterProtocol/<M>WireframeProtocol, <M>PresenterDelegate, <M>Configurator",
        protocols: [
            .own("ViewProtocol", .view), .own("ViewControllerProtocol", .view), .own("PresenterProtocol", .presenter),
            .own("InteractorProtocol", .interactor), .own("InteractorInputProtocol", .interactor),
            ProtocolForm("InteractorOutputProtocol", declaredBy: .interactor, implementedBy: .presenter),
            ProtocolForm("InteractorOutput", declaredBy: .interactor, implementedBy: .presenter),
            .own("RouterProtocol", .router), .own("WireframeProtocol", .router), .own("WireFrameProtocol", .router),
            // The way back: the presenter tells the view controller, the interactor the presenter,
            // a content view whoever holds it (often another screen's view controller).
            ProtocolForm("PresenterDelegate", declaredBy: .presenter, implementedBy: .view),
            ProtocolForm("InteractorDelegate", declaredBy: .interactor, implementedBy: .presenter),
            ProtocolForm("ViewDelegate", declaredBy: .view, implementedBy: nil),
            .own("ConfiguratorProtocol", .builder),
        ],
        roleNames: [.router: ["Wireframe", "WireFrame"], .builder: ["Configurator"]],
        requirement: .rolesPresent([.view, .presenter, .interactor, .router]),
        moduleFiles: ["Protocols"]
    )
}
