import ViperaCore

extension NamingConvention {
    /// Rambler's Generamba templates (the most common), with Surf's and Avito's variants:
    /// Input/Output protocol pairs, builders called Assembly, Configurator or Module, and
    /// Avito's `<M>InteractorImpl` classes behind `<M>Interactor` protocols.
    public static let rambler = NamingConvention(
        name: "rambler",
        summary:
            "Rambler/Generamba: <M>ViewInput, <M>ViewOutput, <M>InteractorInput/Output, <M>RouterInput, <M>ModuleInput/Output, <M>Assembly; Avito's <M>InteractorImpl",
        protocols: [
            ProtocolForm("ViewInput", declaredBy: .presenter, implementedBy: .view),
            ProtocolForm("ViewOutput", declaredBy: .view, implementedBy: .presenter),
            ProtocolForm("InteractorInput", declaredBy: .presenter, implementedBy: .interactor),
            ProtocolForm("InteractorOutput", declaredBy: .interactor, implementedBy: .presenter),
            ProtocolForm("RouterInput", declaredBy: .presenter, implementedBy: .router),
            // The module's API to its caller, and what the caller implements to hear back.
            ProtocolForm("ModuleInput", declaredBy: .presenter, implementedBy: .presenter),
            ProtocolForm("ModuleOutput", declaredBy: .presenter, implementedBy: nil),
            // Avito: the module API (`onFinish` closures) and protocols behind `…Impl` classes.
            ProtocolForm("Module", declaredBy: .presenter, implementedBy: .presenter),
            .own("Interactor", .interactor), .own("Router", .router),
            .own("Assembly", .builder), .own("ModuleConfigurator", .builder), .own("Configurator", .builder),
        ],
        roleNames: [.builder: ["Assembly", "ModuleConfigurator", "Configurator", "Factory"]],
        // Avito's presenters have no protocol: the view calls closures the presenter sets.
        requirement: .rolesPresent([.view, .interactor, .router]),
        implementationSuffixes: ["Impl"]
    )
}
