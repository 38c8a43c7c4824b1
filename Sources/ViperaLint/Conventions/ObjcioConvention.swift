import ViperaCore

extension NamingConvention {
    /// objc.io / Mutual Mobile: the view talks to `<M>ModuleInterface` (the presenter, held as
    /// `eventHandler`), the interactor's pair lives in `<M>InteractorIO.swift`, and Wireframe
    /// classes route and build without a protocol.
    public static let objcio = NamingConvention(
        name: "objcio",
        summary:
            "objc.io/Mutual Mobile: <M>ViewInterface, <M>ModuleInterface (presenter), <M>InteractorInput/Output in <M>InteractorIO.swift, <M>Wireframe, <M>ModuleDelegate",
        protocols: [
            .own("ViewInterface", .view),
            ProtocolForm("ModuleInterface", declaredBy: .view, implementedBy: .presenter),
            ProtocolForm("InteractorInput", declaredBy: .presenter, implementedBy: .interactor),
            ProtocolForm("InteractorOutput", declaredBy: .interactor, implementedBy: .presenter),
            ProtocolForm("ModuleDelegate", declaredBy: .presenter, implementedBy: nil),
        ],
        roleNames: [.router: ["Wireframe"]],
        requirement: .rolesPresent([.view, .presenter, .interactor]),
        moduleFiles: ["InteractorIO"]
    )
}
