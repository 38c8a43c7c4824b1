import ViperaCore

extension Profile {
    /// BusinessController: a view controller that holds business
    /// controllers and a communication center, and knows none of their details.
    public static let bc = Profile(
        name: .bc,
        summary: "BusinessController: a ViewController holding BusinessControllers and a CommunicationCenter, built by a Builder",
        roles: [
            RoleDefinition(.view, aliases: ["ViewController"]),
            RoleDefinition(.businessController),
            RoleDefinition(.communicationCenter),
            RoleDefinition(.builder),
        ],
        requiredProtocolRoles: [.businessController],
        defaultImplementationMarker: "Default",
        allowedProtocolSuffixes: [],
        knownProtocolSuffixes: ["Protocol", "Interface", "Type"],
        frameworkTypeRoles: Profile.viper.frameworkTypeRoles,
        ownership: OwnershipMatrix([
            (.view, .businessController, .strong), (.view, .communicationCenter, .strong),
            (.businessController, .view, .weak),
            (.communicationCenter, .view, .weak), (.communicationCenter, .businessController, .none),
            (.builder, .view, .none), (.builder, .businessController, .none), (.builder, .communicationCenter, .none),
        ]),
        delegateSuffixes: ["Delegate", "Output", "Listener"],
        boundaries: [],
        // The view controller presents the next screen, or a business controller does for it.
        routingRoles: [.view, .businessController],
        isolatedRoles: [
            RoleIsolation(
                role: .businessController, advice: "business controllers never reference one another: broadcast through the CommunicationCenter instead")
        ]
    )
}
